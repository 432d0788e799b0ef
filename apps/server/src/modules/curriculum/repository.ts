import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, goals, lessons, roadmaps } from "../../db/schema/index.ts";
import { saveLessonConcepts } from "../learner-model/index.ts";
import type { ConceptPlans, LessonRow, SectionRow } from "./course-tree.ts";

/** Sets completed_at when done (keeping an earlier time), clears it otherwise. */
const completedAtFor = (done: SQL, column: AnyColumn) =>
  sql`case when ${done} then coalesce(${column}, now()) else null end`;

/** Re-derives a course's completion (all sections done) and then its goal's (all courses done). */
export async function refreshCourseAndGoal(
  tx: DbOrTx,
  courseId: string,
): Promise<{ courseCompleted: boolean; goalCompleted: boolean }> {
  const sectionsDone = sql`(exists (select 1 from ${roadmaps} where ${roadmaps.courseId} = ${courses.id})
    and not exists (select 1 from ${roadmaps} where ${roadmaps.courseId} = ${courses.id} and not ${roadmaps.isCompleted}))`;
  const [course] = await tx
    .update(courses)
    .set({ isCompleted: sectionsDone, completedAt: completedAtFor(sectionsDone, courses.completedAt) })
    .where(eq(courses.id, courseId))
    .returning({ isCompleted: courses.isCompleted, goalId: courses.goalId });
  if (!course) return { courseCompleted: false, goalCompleted: false };
  const coursesDone = sql`not exists (select 1 from ${courses} where ${courses.goalId} = ${goals.id} and not ${courses.isCompleted})`;
  const [goal] = await tx
    .update(goals)
    .set({
      isCompleted: coursesDone,
      completedAt: completedAtFor(coursesDone, goals.completedAt),
      updatedAt: new Date(),
    })
    .where(eq(goals.id, course.goalId))
    .returning({ isCompleted: goals.isCompleted });
  return { courseCompleted: course.isCompleted, goalCompleted: goal?.isCompleted ?? false };
}

/** How many of a section's lessons are not completed (0 for another user's section). */
export async function countOpenLessons(tx: DbOrTx, userId: string, roadmapId: string): Promise<number> {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(lessons)
    .where(and(eq(lessons.roadmapId, roadmapId), eq(lessons.userId, userId), eq(lessons.isCompleted, false)));
  return row?.open ?? 0;
}

/** Marks a section (not) complete by hand, then re-derives its course and goal. */
export async function setRoadmapCompletion(
  tx: DbOrTx,
  userId: string,
  roadmapId: string,
  isCompleted: boolean,
) {
  const [row] = await tx
    .update(roadmaps)
    .set({ isCompleted, completedAt: isCompleted ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(roadmaps.id, roadmapId), eq(roadmaps.userId, userId)))
    .returning();
  if (row) await refreshCourseAndGoal(tx, row.courseId);
  return row;
}

/**
 * Sets a lesson's completion (and grade), then its section is complete exactly when all its
 * lessons are, and the course and goal follow. Undefined when the lesson is not the caller's.
 */
export async function setLessonCompletion(
  tx: DbOrTx,
  input: { userId: string; lessonId: string; isCompleted: boolean; grade?: number },
) {
  const [lesson] = await tx
    .update(lessons)
    .set({
      isCompleted: input.isCompleted,
      completedAt: input.isCompleted ? new Date() : null,
      updatedAt: new Date(),
      ...(input.grade === undefined ? {} : { grade: input.grade }),
    })
    .where(and(eq(lessons.id, input.lessonId), eq(lessons.userId, input.userId)))
    .returning();
  if (!lesson) return undefined;
  const lessonsDone = sql`not exists (select 1 from ${lessons} where ${lessons.roadmapId} = ${roadmaps.id} and not ${lessons.isCompleted})`;
  const [section] = await tx
    .update(roadmaps)
    .set({
      isCompleted: lessonsDone,
      completedAt: sql`case when ${lessonsDone} then coalesce(${roadmaps.completedAt}, now()) else null end`,
      updatedAt: new Date(),
    })
    .where(eq(roadmaps.id, lesson.roadmapId))
    .returning({ isCompleted: roadmaps.isCompleted, courseId: roadmaps.courseId });
  const after = section ? await refreshCourseAndGoal(tx, section.courseId) : undefined;
  return {
    lesson,
    roadmapCompleted: section?.isCompleted ?? false,
    courseCompleted: after?.courseCompleted ?? false,
    goalCompleted: after?.goalCompleted ?? false,
  };
}

/**
 * Inserts a tree's rows with one statement per table (the count does not grow with the tree), and
 * the concepts planned for its lessons (issue 37).
 */
export async function insertTreeRows(
  tx: DbOrTx,
  rows: {
    courseRows?: (typeof courses.$inferInsert)[];
    sectionRows: SectionRow[];
    lessonRows: (typeof lessons.$inferInsert)[];
    concepts?: ConceptPlans;
  },
): Promise<void> {
  if (rows.courseRows?.length) await tx.insert(courses).values(rows.courseRows);
  if (rows.sectionRows.length) await tx.insert(roadmaps).values(rows.sectionRows);
  if (rows.lessonRows.length) await tx.insert(lessons).values(rows.lessonRows);
  if (rows.concepts) await saveLessonConcepts(tx, { userId: userOf(rows), ...rows.concepts });
}

const userOf = (rows: { sectionRows: SectionRow[]; lessonRows: { userId: string }[] }) =>
  rows.lessonRows[0]?.userId ?? rows.sectionRows[0]?.userId ?? "";

/** Inserts one section's lessons (and their planned concepts) and returns them. */
export async function insertLessonRows(tx: DbOrTx, rows: LessonRow[], concepts?: ConceptPlans) {
  const inserted = await tx.insert(lessons).values(rows).returning();
  if (concepts && rows[0]) await saveLessonConcepts(tx, { userId: rows[0].userId, ...concepts });
  return inserted;
}
