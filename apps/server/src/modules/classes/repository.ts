import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  classAnnouncements,
  classAssignments,
  classes,
  classInvites,
  classMembers,
  users,
} from "../../db/schema/index.ts";

/** A user's display name: first name, else username. */
export const displayName = sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.username})`;

/** The caller's role in a class, or undefined when they are not in it. */
export async function findRole(db: DbOrTx, classId: string, userId: string) {
  const [row] = await db
    .select({ role: classMembers.role, name: classes.name, ownerId: classes.ownerId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return row;
}

/** Classes a user owns (the plan's class rule counts these). */
export async function countOwnedClasses(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(classes).where(eq(classes.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Inserts a class and its owner as its first teacher. */
export async function insertClass(tx: DbOrTx, values: { ownerId: string; name: string }) {
  const [row] = await tx.insert(classes).values(values).returning();
  await tx.insert(classMembers).values({ classId: row!.id, userId: values.ownerId, role: "teacher" });
  return row!;
}

/** The classes a user is in, with their role, the owner's name and the student count. */
export function findClassesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      role: classMembers.role,
      teacherName: displayName,
      createdAt: classes.createdAt,
      studentCount: sql<number>`(select count(*)::int from class_members m
        where m.class_id = ${classes.id} and m.role = 'student')`,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classMembers.userId, userId))
    .orderBy(asc(classes.createdAt));
}

/** A class's members with their names, teachers first. */
export function findMembers(db: DbOrTx, classId: string) {
  return db
    .select({
      userId: classMembers.userId,
      role: classMembers.role,
      joinedAt: classMembers.joinedAt,
      name: displayName,
      username: users.username,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(desc(classMembers.role), asc(classMembers.joinedAt));
}

/** The class's students (ids and names), in joining order. */
export async function findStudents(db: DbOrTx, classId: string) {
  return (await findMembers(db, classId)).filter((m) => m.role === "student");
}

/** Locks the class row for the transaction: joins of one class queue behind it on every instance. */
export async function lockClass(tx: DbOrTx, classId: string) {
  const [row] = await tx
    .select({ id: classes.id, ownerId: classes.ownerId })
    .from(classes)
    .where(eq(classes.id, classId))
    .for("update");
  return row;
}

/** Students in a class now. */
export async function countStudents(db: DbOrTx, classId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, "student")));
  return row?.n ?? 0;
}

/** Adds a member (nothing when already in). */
export async function insertMember(tx: DbOrTx, values: { classId: string; userId: string; role: string }) {
  await tx.insert(classMembers).values(values).onConflictDoNothing();
}

/** Removes a member with the given role; true when a row went. */
export async function deleteMember(db: DbOrTx, classId: string, userId: string, role: string) {
  const rows = await db
    .delete(classMembers)
    .where(
      and(eq(classMembers.classId, classId), eq(classMembers.userId, userId), eq(classMembers.role, role)),
    )
    .returning({ userId: classMembers.userId });
  return rows.length > 0;
}

/** Inserts an invite; undefined when the code is taken (the caller draws another). */
export async function insertInvite(
  db: DbOrTx,
  values: { classId: string; code: string; role: string; expiresAt: Date },
) {
  const [row] = await db.insert(classInvites).values(values).onConflictDoNothing().returning();
  return row;
}

/** A class's invites, newest first. */
export function findInvites(db: DbOrTx, classId: string) {
  return db
    .select()
    .from(classInvites)
    .where(eq(classInvites.classId, classId))
    .orderBy(desc(classInvites.createdAt));
}

/** Revokes one of a class's invites; false when the class has no such invite. */
export async function revokeInviteRow(db: DbOrTx, classId: string, inviteId: string) {
  const rows = await db
    .update(classInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(classInvites.id, inviteId), eq(classInvites.classId, classId), isNull(classInvites.revokedAt)),
    )
    .returning({ id: classInvites.id });
  if (rows.length) return true;
  const [any] = await db
    .select({ id: classInvites.id })
    .from(classInvites)
    .where(and(eq(classInvites.id, inviteId), eq(classInvites.classId, classId)));
  return Boolean(any);
}

/** An invite by its code with its class's name and owner. */
export async function findInviteByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      id: classInvites.id,
      classId: classInvites.classId,
      role: classInvites.role,
      expiresAt: classInvites.expiresAt,
      revokedAt: classInvites.revokedAt,
      className: classes.name,
      ownerId: classes.ownerId,
      teacherName: displayName,
    })
    .from(classInvites)
    .innerJoin(classes, eq(classes.id, classInvites.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classInvites.code, code));
  return row;
}

/** A class's assignments, oldest first. */
export function findAssignments(db: DbOrTx, classId: string) {
  return db
    .select()
    .from(classAssignments)
    .where(eq(classAssignments.classId, classId))
    .orderBy(asc(classAssignments.createdAt));
}

/** One of a class's assignments. */
export async function findAssignment(db: DbOrTx, classId: string, assignmentId: string) {
  const [row] = await db
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, classId)));
  return row;
}

/** Inserts an announcement. */
export async function insertAnnouncement(
  db: DbOrTx,
  values: { classId: string; authorId: string; body: string },
) {
  const [row] = await db.insert(classAnnouncements).values(values).returning();
  return row!;
}

/** The latest announcements of the classes a user is a student in. */
export function findAnnouncementsFor(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: classAnnouncements.id,
      classId: classAnnouncements.classId,
      className: classes.name,
      body: classAnnouncements.body,
      createdAt: classAnnouncements.createdAt,
    })
    .from(classAnnouncements)
    .innerJoin(classes, eq(classes.id, classAnnouncements.classId))
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, classAnnouncements.classId), eq(classMembers.userId, userId)),
    )
    .where(eq(classMembers.role, "student"))
    .orderBy(desc(classAnnouncements.createdAt))
    .limit(limit);
}

/** Names of the given users (first name, else username). */
export function findNames(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db.select({ id: users.id, name: displayName }).from(users).where(inArray(users.id, userIds));
}
