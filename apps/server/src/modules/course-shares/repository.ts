import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseShares, courses, lessonAssessments, lessons, roadmaps, users } from "../../db/schema/index.ts";

/** The caller's share of one of their courses; undefined when there is none (or not theirs). */
export async function findShareRow(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseShares)
    .where(and(eq(courseShares.courseId, courseId), eq(courseShares.userId, userId)));
  return row;
}

/** Creates the course's share (with `token`) or changes its name opt-in, keeping the token. */
export async function upsertShareRow(
  db: DbOrTx,
  values: { courseId: string; userId: string; token: string; showName: boolean },
) {
  const [row] = await db
    .insert(courseShares)
    .values(values)
    .onConflictDoUpdate({ target: courseShares.courseId, set: { showName: values.showName } })
    .returning();
  return row!;
}

/** Deletes the caller's share of a course (none is no error). */
export async function deleteShareRow(db: DbOrTx, userId: string, courseId: string): Promise<void> {
  await db
    .delete(courseShares)
    .where(and(eq(courseShares.courseId, courseId), eq(courseShares.userId, userId)));
}

/**
 * The shared course by its token: the course (its own cover, never its goal's: the goal is not
 * shared) and, only when the owner opted in,
 * their first name (or username); undefined when no share has this token (revoked or never made).
 * Read each time, never kept: a revoke is seen by the next request on any instance.
 */
export async function findSharedCourseRow(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      courseId: courses.id,
      ownerId: courses.userId,
      title: courses.title,
      description: courses.description,
      complexityLevel: courses.complexityLevel,
      realisticDuration: courses.realisticDuration,
      tags: courses.tags,
      courseImageUrl: courses.imageUrl,
      sharedBy: sql<string | null>`case when ${courseShares.showName}
        then coalesce(nullif(trim(${users.firstName}), ''), ${users.username}) end`,
    })
    .from(courseShares)
    .innerJoin(courses, eq(courses.id, courseShares.courseId))
    .innerJoin(users, eq(users.id, courses.userId))
    .where(eq(courseShares.token, token));
  return row;
}

/** A shared course's sections in order. */
export function findSharedSections(db: DbOrTx, courseId: string) {
  return db
    .select({ id: roadmaps.id, content: roadmaps.content, summary: roadmaps.summary, order: roadmaps.order })
    .from(roadmaps)
    .where(eq(roadmaps.courseId, courseId))
    .orderBy(asc(roadmaps.order));
}

/**
 * The lessons of the given sections that are not hidden, in order, with what a reader (or a copy)
 * needs: never the owner's completion, grade or dates.
 */
export function findSharedLessons(db: DbOrTx, sectionIds: string[]) {
  return db
    .select({
      id: lessons.id,
      roadmapId: lessons.roadmapId,
      title: lessons.title,
      order: lessons.order,
      estimatedTimeInMinutes: lessons.estimatedTimeInMinutes,
      content: lessons.content,
      generationStatus: lessons.generationStatus,
      books: lessons.books,
      imagePrompt: lessons.imagePrompt,
      imageUrl: lessons.imageUrl,
      audioUrl: lessons.audioUrl,
      audioPeaks: lessons.audioPeaks,
      audioDurationSeconds: lessons.audioDurationSeconds,
      /** The numbers of a grounded lesson's citations only: their sources are the owner's, private. */
      citedNumbers: sql<number[]>`coalesce(
        (select array_agg((c->>'n')::int) from jsonb_array_elements(${lessons.citations}) c), '{}')`,
    })
    .from(lessons)
    .where(and(inArray(lessons.roadmapId, sectionIds), eq(lessons.isHidden, false)))
    .orderBy(asc(lessons.roadmapId), asc(lessons.order));
}

/** The ready assessments' questions of the given lessons (no answers, scores or results). */
export function findAssessmentQuestions(db: DbOrTx, lessonIds: string[]) {
  return db
    .select({ lessonId: lessonAssessments.lessonId, questions: lessonAssessments.questions })
    .from(lessonAssessments)
    .where(and(inArray(lessonAssessments.lessonId, lessonIds), eq(lessonAssessments.status, "ready")));
}

/** One shared lesson's illustration URL, when the lesson belongs to the shared course and is not hidden. */
export async function findSharedLessonImage(db: DbOrTx, courseId: string, lessonId: string) {
  const [row] = await db
    .select({ imageUrl: lessons.imageUrl })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(lessons.id, lessonId), eq(roadmaps.courseId, courseId), eq(lessons.isHidden, false)));
  return row?.imageUrl ?? null;
}

/** Inserts the copied lessons' assessments (questions only: the copier has not answered them). */
export async function insertAssessmentCopies(
  tx: DbOrTx,
  rows: {
    userId: string;
    lessonId: string;
    questions: (typeof lessonAssessments.$inferInsert)["questions"];
  }[],
): Promise<void> {
  if (rows.length)
    await tx.insert(lessonAssessments).values(rows.map((row) => ({ ...row, status: "ready" })));
}
