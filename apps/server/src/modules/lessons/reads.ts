import type { CurrentLesson, Lesson, LessonWorkKind, LessonWorkSet, LessonWorkState } from "@brainy/contract";
import { and, eq, sql } from "drizzle-orm";
import { type Db, type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { lessonAssessments, lessons, lessonWork, roadmaps } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { toLessonSummary } from "./mappers.ts";
import { findCurrentLessonRow } from "./repository.ts";

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

const IDLE = { state: "idle", error: null } as const;

/**
 * The lesson page's rows in one statement, so from one snapshot: the lesson (with its illustration
 * and narration), its assessment and its work's states. Read apart, a job finishing between two of
 * them could show work done without its result (issue 43; the job stores both in one transaction).
 */
async function findLessonPageRow(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      lesson: lessons,
      courseId: roadmaps.courseId,
      assessmentId: lessonAssessments.id,
      assessmentScore: lessonAssessments.score,
      work: sql<{ kind: string; state: string; error: string | null }[] | null>`(
        select json_agg(json_build_object('kind', ${lessonWork.kind}, 'state', ${lessonWork.state}, 'error', ${lessonWork.error}))
          from ${lessonWork} where ${lessonWork.lessonId} = ${lessons.id})`,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .leftJoin(
      lessonAssessments,
      and(eq(lessonAssessments.lessonId, lessons.id), eq(lessonAssessments.userId, userId)),
    )
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
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
      const row = await findLessonPageRow(db, userId, lessonId);
      if (!row) throw notFound("Lesson");
      const work: LessonWorkSet = { illustration: IDLE, assessment: IDLE, narration: IDLE, cards: IDLE };
      for (const w of row.work ?? []) {
        work[w.kind as LessonWorkKind] = { state: w.state as LessonWorkState, error: w.error };
      }
      return toLesson(
        row.lesson,
        row.courseId,
        row.assessmentId ? { id: row.assessmentId, score: row.assessmentScore } : null,
        work,
      );
    },
  );
  return deriveOnce("lesson", lesson, (kept) => ({ ...kept }));
}
