import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";

/** One of the caller's courses; undefined when it is not theirs. */
export async function findCourseRow(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return row;
}

/** Locks one of the caller's courses for the rest of the transaction. */
export async function lockCourseRow(tx: DbOrTx, userId: string, courseId: string) {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)))
    .for("update");
  return row;
}

/** Makes `courseId` the only active course of its goal. */
export async function activateCourseRow(tx: DbOrTx, goalId: string, courseId: string): Promise<void> {
  await tx
    .update(courses)
    .set({ isActive: false })
    .where(and(eq(courses.goalId, goalId), eq(courses.isActive, true), ne(courses.id, courseId)));
  await tx.update(courses).set({ isActive: true }).where(eq(courses.id, courseId));
}
