import {
  type CompleteLessonResponse,
  isLessonWorkPending,
  type LessonWorkEvent,
  type NextLesson,
} from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { createWaker } from "../../lib/waker.ts";
import { passedGrade, setLessonCompleted } from "../curriculum/index.ts";
import { toLessonSummary } from "./mappers.ts";
import { getLesson } from "./reads.ts";
import { findLessonInContext, findLessonRow, findNextLessonRow } from "./repository.ts";
import type { LessonWorkDeps } from "./work.ts";

export { followLessonContent, generateLessonContent, type LessonStreamEvent } from "./content.ts";
export { getCurrentLesson, getLesson, toLesson } from "./reads.ts";

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

/** 404 unless the lesson is the caller's (checked before a stream opens, so it answers as JSON). */
export async function assertOwnLesson(options: { db: Db; userId: string; lessonId: string }): Promise<void> {
  if (!(await findLessonRow(options.db, options.userId, options.lessonId))) throw notFound("Lesson");
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
