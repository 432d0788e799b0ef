import { z } from "zod";

/** A voice question the learner chose to keep ('Keep my recordings', ADR 0058). */
export const VoiceRecordingSchema = z.object({
  id: z.uuid(),
  transcript: z.string().describe("What the server heard in it"),
  seconds: z.number().describe("Its length"),
  contentType: z.string().describe("The recording's audio type as the browser made it"),
  bytes: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type VoiceRecording = z.infer<typeof VoiceRecordingSchema>;

/** PUT /voice-recordings/settings, and part of GET /voice-recordings. */
export const VoiceRecordingSettingsSchema = z.object({
  keep: z
    .boolean()
    .describe("Keep the chat's voice questions after transcription (off by default: deleted at once)"),
});
export type VoiceRecordingSettings = z.infer<typeof VoiceRecordingSettingsSchema>;

/** GET /voice-recordings: the kept recordings, newest first, and whether new ones are kept. */
export const VoiceRecordingListSchema = VoiceRecordingSettingsSchema.extend({
  recordings: z.array(VoiceRecordingSchema),
});
export type VoiceRecordingList = z.infer<typeof VoiceRecordingListSchema>;

export const VoiceRecordingParamsSchema = z.object({ id: z.uuid() });

/** GET /voice-recordings/export: every kept recording with its audio (base64), for the account's data. */
export const VoiceRecordingExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  recordings: z.array(VoiceRecordingSchema.extend({ audioBase64: z.string() })),
});
export type VoiceRecordingExport = z.infer<typeof VoiceRecordingExportSchema>;
