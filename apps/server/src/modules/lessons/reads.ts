import type { CurrentLesson, Lesson, LessonWorkSet } from "@brainy/contract";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import type { lessons } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { findAssessmentByLesson } from "../lesson-assessments/index.ts";
import { toLessonSummary } from "./mappers.ts";
import { findCurrentLessonRow, findLessonRow } from "./repository.ts";
import { findLessonWork } from "./work-repository.ts";

// The lesson reads, apart from the rest of the service so other modules (the MCP server) may use
// them through index.ts without reaching curriculum/ (which reads lessons in turn).

/** GET /lessons/currentLesson; 404 'No current lesson' when there is none. */
export async function getCurrentLesson(options: { db: Db; userId: string }): Promise<CurrentLesson> {
  const row = await findCurrentLessonRow(options.db, options.userId);
  if (!row) throw new AppError("NOT_FOUND", "No current lesson");
  return { ...toLessonSummary(row.lesson), courseId: row.courseId, goalId: row.goalId };
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
