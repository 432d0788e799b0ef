import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type {
  VoiceRecording,
  VoiceRecordingExport,
  VoiceRecordingList,
  VoiceRecordingSettings,
} from "@brainy/contract";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { type MediaObject, type MediaStore, PRIVATE_KEY_PREFIX } from "../../media/store.ts";
import {
  deleteRecordings,
  findKeepRecordings,
  findRecording,
  findRecordings,
  insertRecording,
  upsertKeepRecordings,
  VOICE_RECORDINGS_MAX,
  type VoiceRecordingRow,
} from "./repository.ts";

type MediaOptions = UserOptions & { media: MediaStore };

/** The audio types a kept recording is stored as (the browser's MediaRecorder's, or a file's). */
const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "video/ogg": "ogg",
  "audio/mp4": "m4a",
  "video/mp4": "m4a",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/mpeg": "mp3",
};

function toRecording(row: VoiceRecordingRow): VoiceRecording {
  return {
    id: row.id,
    transcript: row.transcript,
    seconds: row.seconds,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /voice-recordings. */
export async function listVoiceRecordings(options: UserOptions): Promise<VoiceRecordingList> {
  const [keep, rows] = await Promise.all([
    findKeepRecordings(options.db, options.userId),
    findRecordings(options.db, options.userId),
  ]);
  return { keep, recordings: rows.map(toRecording) };
}

/** PUT /voice-recordings/settings: turning keeping off leaves the kept ones (delete them apart). */
export async function saveVoiceRecordingSettings(
  options: UserOptions & { settings: VoiceRecordingSettings },
): Promise<VoiceRecordingSettings> {
  await upsertKeepRecordings(options.db, options.userId, options.settings.keep);
  return { keep: options.settings.keep };
}

/**
 * Keeps a transcribed chat question's recording when the learner chose to; otherwise does nothing
 * (the recording is then gone with the request). Past VOICE_RECORDINGS_MAX the oldest go.
 */
export async function keepVoiceRecordingIfChosen(
  options: MediaOptions & { audio: Buffer; contentType: string; transcript: string; seconds: number },
): Promise<void> {
  if (!(await findKeepRecordings(options.db, options.userId))) return;
  const type = options.contentType.split(";")[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[type] ?? "bin";
  const id = randomUUID();
  const mediaKey = `${PRIVATE_KEY_PREFIX}voice-${id}.${extension}`;
  await options.media.put(mediaKey, options.audio, type);
  await insertRecording(options.db, {
    id,
    userId: options.userId,
    mediaKey,
    contentType: EXTENSIONS[type] ? type : "application/octet-stream",
    bytes: options.audio.length,
    seconds: options.seconds,
    transcript: options.transcript,
  });
  const rows = await findRecordings(options.db, options.userId);
  for (const old of rows.slice(VOICE_RECORDINGS_MAX)) await removeRecording(options, old.id);
}

/** GET /voice-recordings/{id}/audio: the recording's bytes; another learner's is a 404. */
export async function readVoiceRecording(
  options: MediaOptions & { id: string },
): Promise<{ row: VoiceRecordingRow; audio: MediaObject }> {
  const row = await findRecording(options.db, options.userId, options.id);
  const audio = row ? await options.media.get(row.mediaKey) : null;
  if (!row || !audio) throw notFound("Recording");
  return { row, audio };
}

async function removeRecording(options: MediaOptions, id?: string): Promise<number> {
  const rows = await deleteRecordings(options.db, options.userId, id);
  await Promise.all(rows.map((row) => options.media.delete(row.mediaKey).catch(() => {})));
  return rows.length;
}

/** DELETE /voice-recordings/{id}: the row and its file; another learner's is a 404. */
export async function deleteVoiceRecording(options: MediaOptions & { id: string }): Promise<void> {
  if ((await removeRecording(options, options.id)) === 0) throw notFound("Recording");
}

/** DELETE /voice-recordings: every kept recording and its file. */
export async function deleteAllVoiceRecordings(options: MediaOptions): Promise<void> {
  await removeRecording(options);
}

/** GET /voice-recordings/export: every kept recording with its audio, for the account's data. */
export async function exportVoiceRecordings(options: MediaOptions): Promise<VoiceRecordingExport> {
  const rows = await findRecordings(options.db, options.userId);
  const recordings = [];
  for (const row of rows) {
    const audio = await options.media.get(row.mediaKey);
    if (!audio) continue;
    const bytes = Buffer.isBuffer(audio.body) ? audio.body : await readAll(audio.body);
    recordings.push({ ...toRecording(row), audioBase64: bytes.toString("base64") });
  }
  return { exportedAt: new Date().toISOString(), recordings };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(stream)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
