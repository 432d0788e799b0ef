import { createHash } from "node:crypto";
import { SpeakRequestSchema, TranscriptionSchema, VOICE_LIMITS } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { aiRateLimit } from "../../plugins/ai-rate-limit.ts";
import { acceptRecordings } from "../../plugins/recording-body.ts";
import { transcribeRequestBody } from "../../speech/transcribe.ts";
import { keepVoiceRecordingIfChosen } from "../voice-recordings/index.ts";

const doc = { tags: ["chat"], security: [{ bearerAuth: [] }] };

/** Sentences spoken recently, shared by every learner (the same text in the same language is the same audio). */
const SPOKEN_CACHE_ENTRIES = 300;

/** /api/chat/transcribe and /api/chat/speak: the tutor you talk to (ADR 0054). */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  acceptRecordings(app);
  const spoken = new Map<string, Buffer>();

  app.post(
    "/chat/transcribe",
    {
      bodyLimit: VOICE_LIMITS.maxBytes,
      config: aiRateLimit("transcribeSpeech"),
      schema: {
        ...doc,
        description: `Turns a spoken question into text. Body: the recording's bytes (Content-Type audio/webm, audio/ogg, audio/mp4, audio/wav… anything ffmpeg reads), at most ${VOICE_LIMITS.maxSeconds} seconds and ${VOICE_LIMITS.maxBytes / 1024 / 1024} MB (413 over either). Not audio: 415; silent or no words heard: 422; 503 when this server cannot transcribe. The recording is deleted as soon as it is transcribed, unless the learner chose 'Keep my recordings' (PUT /voice-recordings/settings), and nothing is charged: the text is then asked through POST /chat like a typed question.`,
        response: { 200: TranscriptionSchema },
      },
    },
    async (request) => {
      const heard = await transcribeRequestBody(app.deps.transcriber, request.body, {
        signal: request.signal,
        onFailure: (error) => request.log.warn({ err: error }, "transcription failed"),
      });
      // Kept only when the learner turned on 'Keep my recordings' (ADR 0058).
      await keepVoiceRecordingIfChosen({
        db: app.deps.db,
        media: app.deps.media,
        userId: request.userId,
        audio: request.body as Buffer,
        contentType: request.headers["content-type"] ?? "application/octet-stream",
        transcript: heard.text,
        seconds: heard.seconds,
      });
      return heard;
    },
  );

  app.post(
    "/chat/speak",
    {
      config: aiRateLimit("speakSentence"),
      schema: {
        ...doc,
        description: `One sentence (or a few; at most ${VOICE_LIMITS.speakMaxChars} characters) of a tutor's answer read aloud with the configured voice, as audio/mpeg: the client speaks an answer sentence by sentence while it streams. Recently spoken sentences are answered from memory. 503 when this server cannot speak.`,
        body: SpeakRequestSchema,
        response: { 200: z.any().describe("audio/mpeg") },
      },
    },
    async (request, reply) => {
      const speech = app.deps.speech;
      if (!speech)
        throw new AppError("SPEECH_UNAVAILABLE", "Spoken answers are not available on this server.");
      const { text, language } = request.body;
      const key = createHash("sha256")
        .update(`${speech.provider}\n${language ?? ""}\n${text}`)
        .digest("hex");
      let mp3 = spoken.get(key);
      if (mp3) spoken.delete(key);
      else {
        try {
          mp3 = (await speech.narrate(text, request.signal, language)).mp3;
        } catch (error) {
          request.log.warn({ err: error }, "speaking a sentence failed");
          throw new AppError("SPEECH_UNAVAILABLE", "The answer could not be spoken; read it instead.");
        }
      }
      spoken.set(key, mp3);
      if (spoken.size > SPOKEN_CACHE_ENTRIES) spoken.delete(spoken.keys().next().value!);
      return reply.type("audio/mpeg").header("cache-control", "private, max-age=3600").send(mp3);
    },
  );
};
