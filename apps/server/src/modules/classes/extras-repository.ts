import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentCopies,
  classAnnouncements,
  classMembers,
  gradeOverrides,
  lessons,
  roadmaps,
  users,
} from "../../db/schema/index.ts";
import { displayName } from "./repository.ts";

/** The email addresses of the given students of a class (only those in the class now). */
export function findStudentEmails(db: DbOrTx, classId: string, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ userId: users.id, email: users.email })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.role, "student"),
        inArray(classMembers.userId, userIds),
      ),
    );
}

/** A member's row of a class (role and joining time), or undefined. */
export async function findMembership(db: DbOrTx, classId: string, userId: string) {
  const [row] = await db
    .select({ role: classMembers.role, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return row;
}

/** Every override of a student's lessons in their copy of an assignment, oldest first, with who made it. */
export function findOverridesOfCopy(db: DbOrTx, assignmentId: string, studentId: string) {
  return db
    .select({
      lessonTitle: lessons.title,
      questionIndex: gradeOverrides.questionIndex,
      points: gradeOverrides.points,
      comment: gradeOverrides.comment,
      at: gradeOverrides.createdAt,
      by: displayName,
    })
    .from(gradeOverrides)
    .innerJoin(lessons, eq(lessons.id, gradeOverrides.lessonId))
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(
      assignmentCopies,
      and(eq(assignmentCopies.courseId, roadmaps.courseId), eq(assignmentCopies.studentId, studentId)),
    )
    .innerJoin(users, eq(users.id, gradeOverrides.teacherId))
    .where(and(eq(assignmentCopies.assignmentId, assignmentId), eq(lessons.userId, studentId)))
    .orderBy(asc(gradeOverrides.createdAt));
}

/** Every announcement of one class, newest first. */
export function findClassAnnouncements(db: DbOrTx, classId: string) {
  return db
    .select({ body: classAnnouncements.body, createdAt: classAnnouncements.createdAt })
    .from(classAnnouncements)
    .where(eq(classAnnouncements.classId, classId))
    .orderBy(desc(classAnnouncements.createdAt));
}
