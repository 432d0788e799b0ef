import type { ClassAssignment, CreateAssignmentRequest } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { classAssignments } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { findCourseRow } from "../courses/index.ts";
import { requireTeacher } from "./access.ts";
import { type CopyWork, copyCourseToStudent } from "./copy.ts";
import { assignmentCopiesJob } from "./copy-job.ts";
import { findAssignments, findStudents } from "./repository.ts";

type AssignmentRow = typeof classAssignments.$inferSelect;

export const toAssignment = (row: AssignmentRow, copies?: ClassAssignment["copies"]): ClassAssignment => ({
  id: row.id,
  courseId: row.courseId,
  title: row.title,
  dueDate: row.dueDate,
  createdAt: row.createdAt.toISOString(),
  ...(copies ? { copies } : {}),
});

/**
 * POST /classes/{id}/assignments: assigns one of the caller's own courses (another's is 404) and
 * queues its copies, one job per assignment (ADR 0056): the answer says how many students are to
 * get one. Students who join later get theirs on joining.
 */
export async function createAssignment(
  options: UserOptions & { classId: string; input: CreateAssignmentRequest } & CopyWork,
): Promise<ClassAssignment> {
  const { db, userId, classId, input } = options;
  await requireTeacher(db, classId, userId);
  const course = await findCourseRow(db, userId, input.courseId);
  if (!course) throw notFound("Course");
  const [row] = await db
    .insert(classAssignments)
    .values({ classId, courseId: course.id, title: course.title, dueDate: input.dueDate })
    .returning();
  const students = (await findStudents(db, classId)).length;
  if (options.background) {
    await options.background.send(assignmentCopiesJob, { assignmentId: row!.id }, { queued: true });
    return toAssignment(row!, { made: 0, students });
  }
  // Without a background (scripts): copied here.
  for (const student of await findStudents(db, classId)) {
    await copyCourseToStudent(db, {
      assignmentId: row!.id,
      courseId: course.id,
      studentId: student.userId,
      background: options.background,
      log: options.log,
    });
  }
  return toAssignment(row!, { made: students, students });
}

/** Gives a student who just joined their copy of each of the class's assignments. */
export async function copyAssignmentsTo(options: { db: Db; classId: string; userId: string } & CopyWork) {
  const { db, classId, userId } = options;
  for (const assignment of await findAssignments(db, classId)) {
    await copyCourseToStudent(db, {
      assignmentId: assignment.id,
      courseId: assignment.courseId,
      studentId: userId,
      background: options.background,
      log: options.log,
    });
  }
}
