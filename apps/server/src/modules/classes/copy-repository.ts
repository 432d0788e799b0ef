import { and, asc, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentCopies,
  assignmentCopyItems,
  classAssignments,
  classes,
  classMembers,
  courses,
} from "../../db/schema/index.ts";
import type { CopyLink } from "../course-edits/index.ts";

/** The copies' rows and queries of ADR 0056: copies made and kept up to date in the background. */

/** One assignment by id (the job's; its callers checked the teacher). */
export async function findAssignmentById(db: DbOrTx, assignmentId: string) {
  const [row] = await db.select().from(classAssignments).where(eq(classAssignments.id, assignmentId));
  return row;
}

/** The assignments that copy a course. */
export function findAssignmentsOfCourse(db: DbOrTx, courseId: string) {
  return db
    .select({ id: classAssignments.id })
    .from(classAssignments)
    .where(eq(classAssignments.courseId, courseId));
}

/** A current student of the assignment's class, joined to the copy row (their own student row). */
const currentStudent = and(
  eq(classMembers.classId, classAssignments.classId),
  eq(classMembers.role, "student"),
);

/** The class's current students who have no copy of the assignment yet, in joining order. */
export async function findStudentsWithoutCopy(db: DbOrTx, assignmentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classAssignments)
    .innerJoin(classMembers, currentStudent)
    .leftJoin(
      assignmentCopies,
      and(
        eq(assignmentCopies.assignmentId, classAssignments.id),
        eq(assignmentCopies.studentId, classMembers.userId),
      ),
    )
    .where(and(eq(classAssignments.id, assignmentId), sql`${assignmentCopies.studentId} is null`))
    .orderBy(asc(classMembers.joinedAt));
  return rows.map((r) => r.userId);
}

/** Current students' copies of an assignment behind the teacher's course `version` (all with null). */
export async function findCopiesBehind(db: DbOrTx, assignmentId: string, version: number | null) {
  return db
    .select({ studentId: assignmentCopies.studentId })
    .from(assignmentCopies)
    .innerJoin(classAssignments, eq(classAssignments.id, assignmentCopies.assignmentId))
    .innerJoin(classMembers, and(currentStudent, eq(classMembers.userId, assignmentCopies.studentId)))
    .where(
      and(
        eq(assignmentCopies.assignmentId, assignmentId),
        version === null ? undefined : lt(assignmentCopies.syncedVersion, version),
      ),
    );
}

/** A copy row, locked for the transaction (one update of a copy at a time, on any instance). */
export async function lockCopy(tx: DbOrTx, assignmentId: string, studentId: string) {
  const [row] = await tx
    .select()
    .from(assignmentCopies)
    .where(and(eq(assignmentCopies.assignmentId, assignmentId), eq(assignmentCopies.studentId, studentId)))
    .for("update");
  return row;
}

/** Which copy row each of the teacher's sections and lessons became. */
export async function findCopyLinks(tx: DbOrTx, copyCourseId: string): Promise<Map<string, CopyLink>> {
  const rows = await tx
    .select()
    .from(assignmentCopyItems)
    .where(eq(assignmentCopyItems.copyCourseId, copyCourseId));
  return new Map(
    rows.map((r) => [
      r.sourceId,
      { copyId: r.copyId, kind: r.kind as CopyLink["kind"], sourceVersion: r.sourceVersion },
    ]),
  );
}

/** Replaces a copy's links with `links`. */
export async function saveCopyLinks(tx: DbOrTx, copyCourseId: string, links: Map<string, CopyLink>) {
  await tx.delete(assignmentCopyItems).where(eq(assignmentCopyItems.copyCourseId, copyCourseId));
  const rows = [...links].map(([sourceId, link]) => ({ copyCourseId, sourceId, ...link }));
  if (rows.length) await tx.insert(assignmentCopyItems).values(rows);
}

/** Records that a copy caught up with `version`; `changed`: the student is told 'Updated by your teacher'. */
export async function markCopySynced(
  tx: DbOrTx,
  key: { assignmentId: string; studentId: string },
  version: number,
  changed: boolean,
) {
  await tx
    .update(assignmentCopies)
    .set({ syncedVersion: version, ...(changed ? { updatedByTeacherAt: new Date() } : {}) })
    .where(
      and(eq(assignmentCopies.assignmentId, key.assignmentId), eq(assignmentCopies.studentId, key.studentId)),
    );
}

/** Copies made and current students, per assignment of a class (the teacher's 'Copying for …'). */
export async function countCopies(db: DbOrTx, classId: string) {
  const rows = await db
    .select({
      assignmentId: classAssignments.id,
      made: sql<number>`(select count(*)::int from ${assignmentCopies} c
        join ${classMembers} m on m.class_id = ${classAssignments.classId} and m.user_id = c.student_id and m.role = 'student'
        where c.assignment_id = ${classAssignments.id})`,
      students: sql<number>`(select count(*)::int from ${classMembers} m
        where m.class_id = ${classAssignments.classId} and m.role = 'student')`,
    })
    .from(classAssignments)
    .where(eq(classAssignments.classId, classId));
  return new Map(rows.map((r) => [r.assignmentId, { made: r.made, students: r.students }]));
}

/**
 * Assignments with copy work a stopped server left: a current student without a copy, or a copy
 * behind the teacher's course version.
 */
export async function findAssignmentsWithCopyWork(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: classAssignments.id })
    .from(classAssignments)
    .innerJoin(courses, eq(courses.id, classAssignments.courseId))
    .where(
      sql`exists (select 1 from ${classMembers} m where m.class_id = ${classAssignments.classId} and m.role = 'student'
          and not exists (select 1 from ${assignmentCopies} c where c.assignment_id = ${classAssignments.id} and c.student_id = m.user_id))
        or exists (select 1 from ${assignmentCopies} c join ${classMembers} m
          on m.class_id = ${classAssignments.classId} and m.user_id = c.student_id and m.role = 'student'
          where c.assignment_id = ${classAssignments.id} and c.synced_version < ${courses.version})`,
    );
  return rows.map((r) => r.id);
}

/** A student's copies a teacher's edit changed since they last opened them, newest first. */
export function findTeacherUpdates(db: DbOrTx, studentId: string) {
  return db
    .select({
      courseId: assignmentCopies.courseId,
      title: courses.title,
      className: classes.name,
      updatedAt: assignmentCopies.updatedByTeacherAt,
    })
    .from(assignmentCopies)
    .innerJoin(courses, eq(courses.id, assignmentCopies.courseId))
    .innerJoin(classAssignments, eq(classAssignments.id, assignmentCopies.assignmentId))
    .innerJoin(classes, eq(classes.id, classAssignments.classId))
    .where(and(eq(assignmentCopies.studentId, studentId), isNotNull(assignmentCopies.updatedByTeacherAt)))
    .orderBy(desc(assignmentCopies.updatedByTeacherAt));
}

/** The student opened their copy: 'Updated by your teacher' goes. False when it is not their copy. */
export async function clearTeacherUpdate(db: DbOrTx, studentId: string, courseId: string) {
  const rows = await db
    .update(assignmentCopies)
    .set({ updatedByTeacherAt: null })
    .where(and(eq(assignmentCopies.studentId, studentId), eq(assignmentCopies.courseId, courseId)))
    .returning({ courseId: assignmentCopies.courseId });
  return rows.length > 0;
}
