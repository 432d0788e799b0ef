import {
  VoiceRecordingExportSchema,
  VoiceRecordingListSchema,
  VoiceRecordingParamsSchema,
  VoiceRecordingSettingsSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deleteAllVoiceRecordings,
  deleteVoiceRecording,
  exportVoiceRecordings,
  listVoiceRecordings,
  readVoiceRecording,
  saveVoiceRecordingSettings,
} from "./service.ts";

const doc = { tags: ["voice-recordings"], security: [{ bearerAuth: [] }] };
const noContent = { 204: z.null().describe("No content") };

/** /api/voice-recordings: the chat's voice questions the learner chose to keep (ADR 0058). */
export const voiceRecordingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db, media } = app.deps;

  app.get(
    "/voice-recordings",
    {
      schema: {
        ...doc,
        summary:
          "The kept voice questions, newest first, and whether new ones are kept ('Keep my recordings')",
        response: { 200: VoiceRecordingListSchema },
      },
    },
    (request) => listVoiceRecordings({ db, userId: request.userId }),
  );

  app.put(
    "/voice-recordings/settings",
    {
      schema: {
        ...doc,
        summary:
          "Keep the chat's voice questions after transcription, or not (the default: each recording is deleted once transcribed)",
        body: VoiceRecordingSettingsSchema,
        response: { 200: VoiceRecordingSettingsSchema },
      },
    },
    (request) => saveVoiceRecordingSettings({ db, userId: request.userId, settings: request.body }),
  );

  app.get(
    "/voice-recordings/export",
    {
      schema: {
        ...doc,
        summary:
          "Every kept recording with its transcript and audio (base64), as JSON (part of the account's data)",
        response: { 200: VoiceRecordingExportSchema },
      },
    },
    async (request, reply) => {
      reply.header("content-disposition", 'attachment; filename="brainy-voice-recordings.json"');
      return exportVoiceRecordings({ db, media, userId: request.userId });
    },
  );

  app.get(
    "/voice-recordings/:id/audio",
    {
      schema: {
        ...doc,
        summary: "One kept recording's audio, in the type it was recorded in; another learner's is a 404",
        params: VoiceRecordingParamsSchema,
        response: { 200: z.any().describe("the recording's audio") },
      },
    },
    async (request, reply) => {
      const { row, audio } = await readVoiceRecording({
        db,
        media,
        userId: request.userId,
        id: request.params.id,
      });
      reply.type(row.contentType).header("cache-control", "private, no-store");
      if (audio.contentLength !== undefined) reply.header("content-length", audio.contentLength);
      return reply.send(audio.body);
    },
  );

  app.delete(
    "/voice-recordings/:id",
    {
      schema: {
        ...doc,
        summary: "Deletes one kept recording and its audio; another learner's is a 404",
        params: VoiceRecordingParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteVoiceRecording({ db, media, userId: request.userId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/voice-recordings",
    {
      schema: {
        ...doc,
        summary: "Deletes every kept recording and its audio (the choice stays as it is)",
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteAllVoiceRecordings({ db, media, userId: request.userId });
      return reply.code(204).send(null);
    },
  );
};
