import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, lessons, roadmaps } from "../../db/schema/index.ts";
import { lessonSummaryColumns } from "../lessons/index.ts";

/** One of the caller's sections; undefined when it is not theirs. */
export async function findRoadmapRow(db: DbOrTx, userId: string, roadmapId: string) {
  const [row] = await db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.id, roadmapId), eq(roadmaps.userId, userId)));
  return row;
}

/** Locks one of the caller's sections until the transaction ends (one lesson set per section). */
export async function lockRoadmapRow(tx: DbOrTx, userId: string, roadmapId: string) {
  const [row] = await tx
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.id, roadmapId), eq(roadmaps.userId, userId)))
    .for("update");
  return row;
}

/** Sections whose goal is `goalId`, in course then section order. */
export function findRoadmapRowsByGoal(db: DbOrTx, userId: string, goalId: string) {
  return db
    .select({ roadmap: roadmaps })
    .from(roadmaps)
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.goalId, goalId)))
    .orderBy(asc(courses.order), asc(roadmaps.order));
}

/** A course's sections in order. */
export function findRoadmapRowsByCourse(db: DbOrTx, userId: string, courseId: string) {
  return db
    .select()
    .from(roadmaps)
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.courseId, courseId)))
    .orderBy(asc(roadmaps.order));
}

/** How many lessons of a course are completed. */
export async function countCompletedLessonsOfCourse(db: DbOrTx, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(roadmaps.courseId, courseId), eq(lessons.isCompleted, true)));
  return row?.n ?? 0;
}

/** Moves a course's edit version on (its sections were replaced: an editor's outline is stale). */
export async function bumpCourseVersion(tx: DbOrTx, courseId: string): Promise<void> {
  await tx
    .update(courses)
    .set({ version: sql`${courses.version} + 1` })
    .where(eq(courses.id, courseId));
}

/** Removes a course's sections (their lessons go with them). */
export async function deleteCourseSections(tx: DbOrTx, courseId: string): Promise<void> {
  await tx.delete(roadmaps).where(eq(roadmaps.courseId, courseId));
}

/** Removes the caller's sections attached to a goal; returns how many went. */
export async function deleteGoalSections(db: DbOrTx, userId: string, goalId: string): Promise<number> {
  const rows = await db
    .delete(roadmaps)
    .where(and(eq(roadmaps.userId, userId), eq(roadmaps.goalId, goalId)))
    .returning({ id: roadmaps.id });
  return rows.length;
}

/** A section's lessons in order. */
export function findLessonRows(db: DbOrTx, userId: string, roadmapId: string) {
  return db
    .select(lessonSummaryColumns)
    .from(lessons)
    .where(and(eq(lessons.userId, userId), eq(lessons.roadmapId, roadmapId)))
    .orderBy(asc(lessons.order));
}

/** The section before `order` in a course, with whether all its lessons are done. */
export async function findPreviousSection(db: DbOrTx, courseId: string, order: number) {
  const [row] = await db
    .select({
      id: roadmaps.id,
      content: roadmaps.content,
      isCompleted: roadmaps.isCompleted,
      // Qualified by hand: in a one-table select Drizzle leaves columns unqualified, and inside the
      // subquery "roadmap_id" = "id" would compare the lesson with itself (always 0 lessons).
      lessons: sql<number>`(select count(*) from ${lessons} where "lessons"."roadmap_id" = "roadmaps"."id")::int`,
      openLessons: sql<number>`(select count(*) from ${lessons} where "lessons"."roadmap_id" = "roadmaps"."id" and not "lessons"."is_completed")::int`,
    })
    .from(roadmaps)
    .where(and(eq(roadmaps.courseId, courseId), eq(roadmaps.order, order - 1)));
  return row;
}

/** Updates one of the caller's sections; undefined when it is not theirs. */
export async function updateRoadmapRow(
  db: DbOrTx,
  userId: string,
  roadmapId: string,
  patch: Partial<Pick<typeof roadmaps.$inferInsert, "goalId" | "isCompleted" | "completedAt">>,
) {
  const [row] = await db
    .update(roadmaps)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(roadmaps.id, roadmapId), eq(roadmaps.userId, userId)))
    .returning();
  return row;
}
