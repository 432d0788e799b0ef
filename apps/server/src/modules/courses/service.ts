import type { Course } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { findGoalTree, lockUser, toCourse } from "../goals/index.ts";
import { activateCourseRow, findCourseRow } from "./repository.ts";

/** PUT /courses/{id}/set-active: one active course per goal. */
export async function setActiveCourse(options: {
  db: Db;
  userId: string;
  courseId: string;
}): Promise<Course> {
  const { db, userId, courseId } = options;
  const course = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const row = await findCourseRow(tx, userId, courseId);
    if (!row) return undefined;
    await activateCourseRow(tx, row.goalId, row.id);
    return { ...row, isActive: true };
  });
  if (!course) throw notFound("Course");
  const { stats } = await findGoalTree(db, userId, course.goalId);
  return toCourse(
    course,
    stats.filter((s) => s.courseId === course.id),
  );
}
