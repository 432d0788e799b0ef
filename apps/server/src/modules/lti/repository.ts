import { and, eq, gt, notExists } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentCopies,
  classAssignments,
  courses,
  ltiAccounts,
  ltiContexts,
  ltiDeepLinks,
  ltiLogins,
  ltiPlatforms,
  ltiTickets,
} from "../../db/schema/index.ts";

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** Adds a platform, or updates the one with the same issuer and client id. */
export async function upsertPlatform(db: DbOrTx, values: typeof ltiPlatforms.$inferInsert) {
  const [row] = await db
    .insert(ltiPlatforms)
    .values(values)
    .onConflictDoUpdate({
      target: [ltiPlatforms.issuer, ltiPlatforms.clientId],
      set: {
        deploymentIds: values.deploymentIds,
        jwksUrl: values.jwksUrl,
        authUrl: values.authUrl,
        tokenUrl: values.tokenUrl,
      },
    })
    .returning();
  return row!;
}

/** The platforms registered for an issuer (and client id, when the login names one). */
export function findPlatforms(db: DbOrTx, issuer: string, clientId?: string) {
  return db
    .select()
    .from(ltiPlatforms)
    .where(
      clientId
        ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId))
        : eq(ltiPlatforms.issuer, issuer),
    );
}

export async function findPlatform(db: DbOrTx, id: string) {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
  return row;
}

export async function insertLogin(db: DbOrTx, values: typeof ltiLogins.$inferInsert) {
  await db.insert(ltiLogins).values(values);
}

/** Spends a login's state: the row is deleted, so a second launch with it finds nothing. */
export async function spendLogin(db: DbOrTx, state: string) {
  const [row] = await db
    .delete(ltiLogins)
    .where(and(eq(ltiLogins.state, state), gt(ltiLogins.expiresAt, new Date())))
    .returning();
  return row;
}

export async function findLinkedUser(db: DbOrTx, platformId: string, subject: string) {
  const [row] = await db
    .select({ userId: ltiAccounts.userId })
    .from(ltiAccounts)
    .where(and(eq(ltiAccounts.platformId, platformId), eq(ltiAccounts.subject, subject)));
  return row?.userId;
}

export async function insertLink(db: DbOrTx, values: typeof ltiAccounts.$inferInsert) {
  await db.insert(ltiAccounts).values(values);
}

export async function findContext(db: DbOrTx, platformId: string, contextId: string) {
  const [row] = await db
    .select()
    .from(ltiContexts)
    .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)));
  return row;
}

export async function insertContext(db: DbOrTx, values: typeof ltiContexts.$inferInsert) {
  await db.insert(ltiContexts).values(values).onConflictDoNothing();
}

export async function updateMembershipsUrl(db: DbOrTx, platformId: string, contextId: string, url: string) {
  await db
    .update(ltiContexts)
    .set({ membershipsUrl: url })
    .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)));
}

export async function insertTicket(db: DbOrTx, values: typeof ltiTickets.$inferInsert) {
  await db.insert(ltiTickets).values(values);
}

/** Spends a ticket (single use, unexpired): the user it signs in, or undefined. */
export async function spendTicket(db: DbOrTx, ticketHash: string) {
  const [row] = await db
    .delete(ltiTickets)
    .where(and(eq(ltiTickets.ticketHash, ticketHash), gt(ltiTickets.expiresAt, new Date())))
    .returning();
  return row?.userId;
}

export async function insertDeepLink(db: DbOrTx, values: typeof ltiDeepLinks.$inferInsert): Promise<string> {
  const [row] = await db.insert(ltiDeepLinks).values(values).returning({ id: ltiDeepLinks.id });
  return row!.id;
}

/** A deep-linking request of this teacher's, unexpired; another user's answers undefined (404). */
export async function findDeepLink(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(ltiDeepLinks)
    .where(
      and(eq(ltiDeepLinks.id, id), eq(ltiDeepLinks.userId, userId), gt(ltiDeepLinks.expiresAt, new Date())),
    );
  return row;
}

export async function deleteDeepLink(db: DbOrTx, id: string) {
  await db.delete(ltiDeepLinks).where(eq(ltiDeepLinks.id, id));
}

/** The teacher's own courses (not the copies of classes' assignments they study). */
export function findOwnCourses(db: DbOrTx, userId: string) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        eq(courses.userId, userId),
        notExists(db.select().from(assignmentCopies).where(eq(assignmentCopies.goalId, courses.goalId))),
      ),
    )
    .orderBy(courses.title);
}

/** The student's own copy of an assignment of this class: the course they land on. */
export async function findOwnCopy(db: DbOrTx, classId: string, assignmentId: string, studentId: string) {
  const [row] = await db
    .select({ courseId: assignmentCopies.courseId })
    .from(assignmentCopies)
    .innerJoin(classAssignments, eq(classAssignments.id, assignmentCopies.assignmentId))
    .where(
      and(
        eq(assignmentCopies.assignmentId, assignmentId),
        eq(assignmentCopies.studentId, studentId),
        eq(classAssignments.classId, classId),
      ),
    );
  return row?.courseId;
}

/** Whether the assignment is one of this class's. */
export async function isClassAssignment(db: DbOrTx, classId: string, assignmentId: string) {
  const [row] = await db
    .select({ id: classAssignments.id })
    .from(classAssignments)
    .where(and(eq(classAssignments.id, assignmentId), eq(classAssignments.classId, classId)));
  return Boolean(row);
}
