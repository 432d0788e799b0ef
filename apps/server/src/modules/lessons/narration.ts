import { createHash } from "node:crypto";
import type { LessonAudio, LessonContent } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background, JobDefinition } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { MediaStore } from "../../media/store.ts";
import type { SpeechService } from "../../speech/index.ts";
import { narrationText } from "../../speech/narration-text.ts";
import { findLearningLanguage } from "../users/index.ts";
import { findLessonRow, setLessonAudio } from "./repository.ts";
import { type LessonWorkData, type LessonWorkDeps, runLessonWork, waitForLessonWork } from "./work.ts";
import { queueLessonWork } from "./work-repository.ts";

const UNAVAILABLE = "Narration is not available on this server (no speech provider is set up).";
const FAILED = "Failed to generate audio version of the lesson";

type Row = NonNullable<Awaited<ReturnType<typeof findLessonRow>>>["lesson"];
type NarrationDeps = LessonWorkDeps & { speech: SpeechService | null; media: MediaStore };

function toAudio(lesson: Row): LessonAudio | null {
  if (!lesson.audioUrl) return null;
  return {
    audioUrl: lesson.audioUrl,
    durationSeconds: lesson.audioDurationSeconds ?? 0,
    peaks: lesson.audioPeaks ?? [],
  };
}

/** The lesson's narration, recorded in the background when the learner asks for it. */
export const narrateLessonJob: JobDefinition<LessonWorkData, NarrationDeps> = {
  name: "narrate-lesson",
  retryLimit: 1,
  expireInSeconds: 300,
  run(deps, data, run) {
    return runLessonWork(deps, {
      lessonId: data.lessonId,
      kind: "narration",
      run,
      failure: FAILED,
      async work(signal) {
        if (!deps.speech) throw new AppError("SPEECH_UNAVAILABLE", UNAVAILABLE);
        const row = await findLessonRow(deps.db, data.userId, data.lessonId);
        if (!row || row.lesson.audioUrl) return;
        const content = row.lesson.content as LessonContent | null;
        if (!content) throw new AppError("CONFLICT", "The lesson has no content to narrate.");
        // Read in the language the lesson was written in, with its voice (the learner's for older lessons).
        const language = row.lesson.language ?? (await findLearningLanguage(deps.db, data.userId));
        const narration = await deps.speech.narrate(narrationText(content), signal, language);
        const key = `${createHash("sha256").update(narration.mp3).digest("hex").slice(0, 32)}.mp3`;
        const audioUrl = await deps.media.put(key, narration.mp3, "audio/mpeg");
        const audio = {
          audioUrl,
          audioPeaks: narration.peaks,
          audioDurationSeconds: Math.round(narration.durationSeconds * 10) / 10,
        };
        return (tx) => setLessonAudio(tx, data.lessonId, audio);
      },
    });
  },
};

/**
 * Queues the lesson's narration again without waiting for it (a rewrite replaced a text that had
 * one): the page follows the lesson's work and plays the new recording once it is done.
 */
export async function queueLessonNarration(options: {
  db: Db;
  background: Background;
  userId: string;
  lessonId: string;
}): Promise<void> {
  const { db, background, userId, lessonId } = options;
  if (await queueLessonWork(db, { userId, lessonId, kind: "narration" })) {
    await background.send(narrateLessonJob, { userId, lessonId }, { queued: true });
  }
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
 * POST /audio/generate/{id}: makes sure the narration's job is queued (once, however many
 * callers) and answers the narration when recorded: speech → MP3 in the media store, with the
 * waveform's 60 peaks and the length.
 */
export async function generateLessonAudio(
  options: LessonWorkDeps & {
    speech: SpeechService | null;
    background: Background;
    userId: string;
    lessonId: string;
  },
): Promise<LessonAudio> {
  const { db, speech, userId, lessonId } = options;
  const row = await findLessonRow(db, userId, lessonId);
  if (!row) throw notFound("Lesson");
  const existing = toAudio(row.lesson);
  if (existing) return existing;
  if (!speech) throw new AppError("SPEECH_UNAVAILABLE", UNAVAILABLE);
  if (row.lesson.generationStatus !== "ready" || !row.lesson.content) {
    throw new AppError("CONFLICT", "The lesson is still being written: narrate it once it is ready.");
  }
  if (await queueLessonWork(db, { userId, lessonId, kind: "narration" })) {
    await options.background.send(narrateLessonJob, { userId, lessonId }, { queued: true });
  }
  await waitForLessonWork(options, { lessonId, kind: "narration", failure: FAILED, timeoutMs: 180_000 });
  const recorded = await findLessonRow(db, userId, lessonId);
  const audio = recorded && toAudio(recorded.lesson);
  if (!audio) throw new AppError("AI_UNAVAILABLE", FAILED);
  return audio;
}
