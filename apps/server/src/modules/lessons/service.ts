import {
  type CompleteLessonResponse,
  type CurrentLesson,
  isLessonWorkPending,
  type Lesson,
  type LessonBlock,
  type LessonWorkEvent,
  type LessonWorkSet,
  type NextLesson,
} from "@brainy/contract";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import type { lessons } from "../../db/schema/index.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { createWaker } from "../../lib/waker.ts";
import { passedGrade, setLessonCompleted } from "../curriculum/index.ts";
import { findAssessmentByLesson } from "../lesson-assessments/index.ts";
import { ensureLessonGeneration, generationFailure, type LessonCall } from "./generation.ts";
import type { GenerationEvent } from "./generation-hub.ts";
import { toLessonSummary } from "./mappers.ts";
import {
  findCurrentLessonRow,
  findLessonInContext,
  findLessonRow,
  findNextLessonRow,
  STALE_GENERATION_MS,
} from "./repository.ts";
import type { LessonWorkDeps } from "./work.ts";
import { findLessonWork } from "./work-repository.ts";

/** GET /lessons/currentLesson; 404 'No current lesson' when there is none. */
export async function getCurrentLesson(options: { db: Db; userId: string }): Promise<CurrentLesson> {
  const row = await findCurrentLessonRow(options.db, options.userId);
  if (!row) throw new AppError("NOT_FOUND", "No current lesson");
  return { ...toLessonSummary(row.lesson), courseId: row.courseId, goalId: row.goalId };
}

/**
 * PUT /lessons/{id}/complete/{value}: completes a lesson whose latest assessment attempt passed
 * with the grade `value`. The grade is the server's: a value other than the passed attempt's score
 * is refused (409 GRADE_MISMATCH, naming the score), never recorded; section, course and goal follow.
 */
export async function completeLesson(options: {
  db: Db;
  userId: string;
  lessonId: string;
  /** The grade the client asks to record; it must be the passed attempt's score. */
  grade: number;
  background?: Background;
}): Promise<CompleteLessonResponse> {
  if (!(await findLessonRow(options.db, options.userId, options.lessonId))) throw notFound("Lesson");
  const passed = await passedGrade(options.db, options.userId, options.lessonId);
  if (passed !== null && passed !== options.grade) {
    throw new AppError(
      "CONFLICT",
      `The grade is the server's: this lesson's passed attempt scored ${passed}%, not ${options.grade}%.`,
      { details: { reason: "GRADE_MISMATCH", grade: passed } },
    );
  }
  const result = await setLessonCompleted({ ...options, isCompleted: true });
  return { ...result, lesson: toLessonSummary(result.lesson) };
}

/**
 * The lesson's citations its text still marks: a rewrite (course edits) that dropped a `[n]` drops
 * that reference from the list, one that kept it keeps the link.
 */
function citationsInText(row: typeof lessons.$inferSelect): Lesson["citations"] {
  if (row.citations.length === 0) return [];
  const text = JSON.stringify(row.content?.blocks ?? []);
  return row.citations
    .filter((c) => text.includes(`[${c.n}]`))
    .map((c) => ({ ...c, sourceDeleted: c.sourceDeleted === true }));
}

/** A lesson row as the lesson page reads it, with its background work. */
export function toLesson(
  row: typeof lessons.$inferSelect,
  courseId: string,
  assessment: { id: string; score: number | null } | null,
  work: LessonWorkSet,
): Lesson {
  const ready = row.generationStatus === "ready" && row.content !== null;
  return {
    id: row.id,
    title: row.title,
    content: ready ? (row.content as Lesson["content"]) : null,
    generationStatus: row.generationStatus as Lesson["generationStatus"],
    imagePrompt: row.imagePrompt,
    imageUrl: row.imageUrl,
    hasAudio: row.audioUrl !== null,
    language: ready ? row.language : null,
    books: row.books,
    citations: ready ? citationsInText(row) : [],
    estimationMinutes: row.estimatedTimeInMinutes,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    grade: row.grade,
    roadmapId: row.roadmapId,
    courseId,
    lessonAssessment: assessment,
    work,
  };
}

/** 404 unless the lesson is the caller's (checked before a stream opens, so it answers as JSON). */
export async function assertOwnLesson(options: { db: Db; userId: string; lessonId: string }): Promise<void> {
  if (!(await findLessonRow(options.db, options.userId, options.lessonId))) throw notFound("Lesson");
}

/** GET /lessons/{id}: the lesson page's data; 404 for another user's lesson. */
export async function getLesson(options: { db: Db; userId: string; lessonId: string }): Promise<Lesson> {
  const { db, userId, lessonId } = options;
  // Kept until a write could change it: the lesson page, its work stream (which re-reads it every
  // second) and the content stream's end all read it. Its JSON (the whole content, checked against
  // the response schema on the way out) is then written once per kept answer (lib/shared-answers.ts).
  const lesson = await memoizedRead(
    db,
    {
      key: `lesson:${userId}:${lessonId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["lessons", "roadmaps", "lesson_assessments", "lesson_work"],
    },
    async () => {
      const row = await findLessonRow(db, userId, lessonId);
      if (!row) throw notFound("Lesson");
      const [assessment, work] = await Promise.all([
        findAssessmentByLesson(db, userId, lessonId),
        findLessonWork(db, lessonId),
      ]);
      return toLesson(
        row.lesson,
        row.courseId,
        assessment ? { id: assessment.id, score: assessment.score } : null,
        work,
      );
    },
  );
  return deriveOnce("lesson", lesson, (kept) => ({ ...kept }));
}

/**
 * Follows a lesson's background work (GET /lessons/{id}/work-stream): its state now, then each
 * change, until nothing is queued or running. Woken by this process's work events; work on another
 * instance is seen by re-reading every second.
 */
export async function* followLessonWork(
  options: LessonWorkDeps & { userId: string; lessonId: string; signal?: AbortSignal },
): AsyncGenerator<LessonWorkEvent> {
  const { db, hub, userId, lessonId, signal } = options;
  const waker = createWaker();
  const unsubscribe = hub.subscribe(lessonId, (event) => {
    if (event.type === "work") waker.wake();
  });
  try {
    let last = "";
    for (;;) {
      const lesson = await getLesson({ db, userId, lessonId });
      const event: LessonWorkEvent = {
        work: lesson.work,
        imageUrl: lesson.imageUrl,
        hasAudio: lesson.hasAudio,
        lessonAssessment: lesson.lessonAssessment,
      };
      const text = JSON.stringify(event);
      if (text !== last) yield event;
      last = text;
      if (!isLessonWorkPending(lesson.work) || signal?.aborted) return;
      await waker.sleep(1_000, signal);
    }
  } finally {
    unsubscribe();
  }
}

/** GET /lessons/{id}/next-lesson: the next lesson in the course's order; 404 when there is none. */
export async function getNextLesson(options: {
  db: Db;
  userId: string;
  lessonId: string;
}): Promise<NextLesson> {
  const row = await findLessonInContext(options.db, options.userId, options.lessonId);
  if (!row) throw notFound("Lesson");
  const next = await findNextLessonRow(options.db, options.userId, {
    courseId: row.course.id,
    sectionOrder: row.section.order,
    lessonOrder: row.lesson.order,
  });
  if (!next) throw new AppError("NOT_FOUND", "No next lesson");
  return {
    id: next.id,
    title: next.title,
    roadmapId: next.roadmapId,
    hasContent: next.generationStatus === "ready",
  };
}

/** What a follower of a lesson's generation receives. */
export type LessonStreamEvent =
  | { type: "block"; index: number; block: LessonBlock }
  | { type: "done"; lesson: Lesson };

const POLL_MS = 400;

/**
 * Follows a lesson's content until it is written, starting the generation when needed: first the
 * blocks saved so far, then each new block (exactly once, in order), then the whole lesson. Wakes
 * on this process's generation events and polls the database for generations on other instances.
 * Throws the generation's error when it fails.
 */
export async function* followLessonContent(
  options: LessonCall & { signal?: AbortSignal },
): AsyncGenerator<LessonStreamEvent> {
  const { signal, ...call } = options;
  const { actor, lessonId, ...deps } = call;
  let sent = 0;
  let failure: unknown;
  let finished = false;
  const waker = createWaker();
  const unsubscribe = deps.hub.subscribe(lessonId, (event: GenerationEvent) => {
    if (event.type === "failed") failure = event.error;
    if (event.type === "done") finished = true;
    waker.wake();
  });
  try {
    await ensureLessonGeneration(call);
    let restarts = 0;
    for (;;) {
      const row = await findLessonRow(deps.db, actor.userId, lessonId);
      if (!row) throw notFound("Lesson");
      const { lesson } = row;
      const blocks = (lesson.content?.blocks ?? []) as LessonBlock[];
      for (; sent < blocks.length; sent++) yield { type: "block", index: sent, block: blocks[sent]! };
      // Before `ready`: a failed rewrite puts the old version back (ready), and says it failed.
      if (failure || lesson.generationStatus === "failed") throw generationFailure(failure);
      // A generation running here is done once it has also queued what follows the content (its
      // `done` event), so the lesson answered names that work.
      if (lesson.generationStatus === "ready" && (finished || !deps.hub.isRunningHere(lessonId))) {
        yield { type: "done", lesson: await getLesson({ db: deps.db, userId: actor.userId, lessonId }) };
        return;
      }
      const stale =
        lesson.generationStatus === "generating" &&
        Date.now() - (lesson.generationStartedAt?.getTime() ?? 0) > STALE_GENERATION_MS;
      if (lesson.generationStatus === "idle" || stale) {
        // Stopped by a shutdown, or its server died: start it again (within reason).
        if (++restarts > 3) throw generationFailure(undefined);
        await ensureLessonGeneration(call);
        continue;
      }
      if (signal?.aborted) return;
      await waker.sleep(POLL_MS, signal);
    }
  } finally {
    unsubscribe();
  }
}

/** POST /lessons/{id}/generate-content: starts the generation if needed and answers when the lesson is written. */
export async function generateLessonContent(options: LessonCall): Promise<Lesson> {
  for await (const event of followLessonContent(options)) {
    if (event.type === "done") return event.lesson;
  }
  throw generationFailure(undefined);
}
