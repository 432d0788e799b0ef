import { VOICE_LIMITS } from "@brainy/contract";
import type { FastifyInstance } from "fastify";

/** Body types a recording may come as: MediaRecorder's (webm, ogg, mp4) and any file of audio. */
const RECORDING_TYPES = /^(audio\/[\w.+-]+|video\/(webm|mp4|ogg)|application\/octet-stream)(;.*)?$/i;

/**
 * Lets the routes of this plugin take a recording's raw bytes as their body, read whole within
 * VOICE_LIMITS.maxBytes (larger answers 413) and never parsed here (ADR 0054).
 */
export function acceptRecordings(app: FastifyInstance): void {
  app.addContentTypeParser(
    RECORDING_TYPES,
    { parseAs: "buffer", bodyLimit: VOICE_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
}
