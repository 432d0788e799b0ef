import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentCopies,
  lessons,
  ltiAccounts,
  ltiLineItems,
  ltiPlatforms,
  ltiScorePosts,
  roadmaps,
} from "../../db/schema/index.ts";

/** Remembers the line item (AGS) a launch of an assignment's placed link names. */
export async function saveLineItem(
  db: DbOrTx,
  values: { assignmentId: string; platformId: string; url: string },
) {
  await db
    .insert(ltiLineItems)
    .values(values)
    .onConflictDoUpdate({
      target: ltiLineItems.assignmentId,
      set: { url: values.url, platformId: values.platformId, updatedAt: new Date() },
    });
}

/**
 * The LMS-placed assignment a student's lesson belongs to (their copy's course has a line item),
 * with their progress on it: lessons done of the visible lessons. Undefined for any other lesson.
 */
export async function findGradedCopy(db: DbOrTx, studentId: string, lessonId: string) {
  const [copy] = await db
    .select({ assignmentId: assignmentCopies.assignmentId, courseId: assignmentCopies.courseId })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(
      assignmentCopies,
      and(eq(assignmentCopies.courseId, roadmaps.courseId), eq(assignmentCopies.studentId, studentId)),
    )
    .innerJoin(ltiLineItems, eq(ltiLineItems.assignmentId, assignmentCopies.assignmentId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, studentId)));
  if (!copy) return undefined;
  const [progress] = await db
    .select({
      total: count(),
      done: sql<number>`count(*) filter (where ${lessons.isCompleted})`.mapWith(Number),
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(roadmaps.courseId, copy.courseId), eq(lessons.isHidden, false)));
  return { assignmentId: copy.assignmentId, done: progress!.done, total: progress!.total };
}

/** Marks a score to post (pending, tries counted afresh): the newest score replaces an unsent one. */
export async function queueScore(
  db: DbOrTx,
  values: { assignmentId: string; studentId: string; scoreGiven: number; scoreMaximum: number },
) {
  const row = { ...values, state: "pending", attempts: 0, lastError: null, updatedAt: new Date() };
  await db
    .insert(ltiScorePosts)
    .values(row)
    .onConflictDoUpdate({ target: [ltiScorePosts.assignmentId, ltiScorePosts.studentId], set: row });
}

/** A score to post, with where to post it and who it is for at the platform. */
export async function findScorePost(db: DbOrTx, assignmentId: string, studentId: string) {
  const [row] = await db
    .select({
      post: ltiScorePosts,
      lineItemUrl: ltiLineItems.url,
      platform: ltiPlatforms,
      subject: ltiAccounts.subject,
    })
    .from(ltiScorePosts)
    .innerJoin(ltiLineItems, eq(ltiLineItems.assignmentId, ltiScorePosts.assignmentId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiLineItems.platformId))
    .innerJoin(
      ltiAccounts,
      and(eq(ltiAccounts.platformId, ltiPlatforms.id), eq(ltiAccounts.userId, ltiScorePosts.studentId)),
    )
    .where(and(eq(ltiScorePosts.assignmentId, assignmentId), eq(ltiScorePosts.studentId, studentId)));
  return row;
}

/** Records a try's outcome: synced, or still pending (or failed when no tries remain) with the error. */
export async function recordTry(
  db: DbOrTx,
  key: { assignmentId: string; studentId: string },
  outcome: { state: "synced" | "pending" | "failed"; error: string | null },
) {
  await db
    .update(ltiScorePosts)
    .set({
      state: outcome.state,
      lastError: outcome.error,
      attempts: sql`${ltiScorePosts.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(ltiScorePosts.assignmentId, key.assignmentId), eq(ltiScorePosts.studentId, key.studentId)));
}
