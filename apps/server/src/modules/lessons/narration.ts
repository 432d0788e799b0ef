import { createHash } from "node:crypto";
import type { LessonAudio, LessonContent } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { SpeechService } from "../../speech/index.ts";
import { narrationText } from "../../speech/narration-text.ts";
import { claimLessonMedia, findLessonRow, setLessonAudio } from "./repository.ts";

const RECORDING_STALE_MS = 180_000;
const isRecording = (url: string | null) => url?.startsWith("speaking:") ?? false;
const UNAVAILABLE = "Narration is not available on this server (no speech provider is set up).";
const FAILED = "Failed to generate audio version of the lesson";

type Row = NonNullable<Awaited<ReturnType<typeof findLessonRow>>>["lesson"];

function toAudio(lesson: Row): LessonAudio | null {
  if (!lesson.audioUrl || isRecording(lesson.audioUrl)) return null;
  return {
    audioUrl: lesson.audioUrl,
    durationSeconds: lesson.audioDurationSeconds ?? 0,
    peaks: lesson.audioPeaks ?? [],
  };
}

/** GET /lessons/{id}/audio: the stored narration; 404 when there is none, 503 when none can be made. */
export async function getLessonAudio(options: {
  db: Db;
  speech: SpeechService | null;
  userId: string;
  lessonId: string;
}): Promise<LessonAudio> {
  const row = await findLessonRow(options.db, options.userId, options.lessonId);
  if (!row) throw notFound("Lesson");
  const audio = toAudio(row.lesson);
  if (audio) return audio;
  if (!options.speech) throw new AppError("SPEECH_UNAVAILABLE", UNAVAILABLE);
  throw notFound("Audio");
}

/**
 * POST /audio/generate/{id}: records the lesson's narration once, however many callers (one
 * claims the recording, the others wait for it): speech → MP3 in the media store, with the
 * waveform's 60 peaks and the length.
 */
export async function generateLessonAudio(options: {
  db: Db;
  speech: SpeechService | null;
  media: MediaStore;
  userId: string;
  lessonId: string;
  signal?: AbortSignal;
}): Promise<LessonAudio> {
  const { db, speech, userId, lessonId } = options;
  const row = await findLessonRow(db, userId, lessonId);
  if (!row) throw notFound("Lesson");
  const existing = toAudio(row.lesson);
  if (existing) return existing;
  if (!speech) throw new AppError("SPEECH_UNAVAILABLE", UNAVAILABLE);
  const { content, generationStatus } = row.lesson;
  if (generationStatus !== "ready" || !content) {
    throw new AppError("CONFLICT", "The lesson is still being written: narrate it once it is ready.");
  }
  if (await claimLessonMedia(db, userId, lessonId, "audioUrl", RECORDING_STALE_MS)) {
    try {
      const narration = await speech.narrate(narrationText(content as LessonContent), options.signal);
      const key = `${createHash("sha256").update(narration.mp3).digest("hex").slice(0, 32)}.mp3`;
      const audioUrl = await options.media.put(key, narration.mp3, "audio/mpeg");
      const audio = {
        audioUrl,
        audioPeaks: narration.peaks,
        audioDurationSeconds: Math.round(narration.durationSeconds * 10) / 10,
      };
      await setLessonAudio(db, lessonId, audio);
      return { audioUrl, durationSeconds: audio.audioDurationSeconds, peaks: audio.audioPeaks };
    } catch (error) {
      await setLessonAudio(db, lessonId, null);
      if (error instanceof AppError) throw error;
      throw new AppError("AI_UNAVAILABLE", FAILED, { cause: error });
    }
  }
  // Someone else is recording it: wait for their result.
  const deadline = Date.now() + RECORDING_STALE_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const current = await findLessonRow(db, userId, lessonId);
    const audio = current && toAudio(current.lesson);
    if (audio) return audio;
    if (!current?.lesson.audioUrl) throw new AppError("AI_UNAVAILABLE", FAILED);
  }
  throw new AppError("AI_UNAVAILABLE", FAILED);
}
