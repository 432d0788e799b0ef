import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type LessonVideoChapterRow, lessonVideos } from "../../db/schema/index.ts";

export type VideoRow = typeof lessonVideos.$inferSelect;

/** A running try whose heartbeat is older than this lost its worker (the process died). */
export const STALE_VIDEO_MS = 30_000;
const staleBefore = sql`now() - (${STALE_VIDEO_MS}::int * interval '1 millisecond')`;
const stale = and(eq(lessonVideos.state, "running"), lt(lessonVideos.heartbeatAt, staleBefore));

/** One of the caller's videos; undefined when it is not theirs. */
export async function findVideo(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(lessonVideos)
    .where(and(eq(lessonVideos.id, id), eq(lessonVideos.userId, userId)));
  return row;
}

/** The caller's video of a lesson's content version, if asked for. */
export async function findVideoOf(db: DbOrTx, userId: string, lessonId: string, contentVersion: number) {
  const [row] = await db
    .select()
    .from(lessonVideos)
    .where(
      and(
        eq(lessonVideos.userId, userId),
        eq(lessonVideos.lessonId, lessonId),
        eq(lessonVideos.contentVersion, contentVersion),
      ),
    );
  return row;
}

export async function insertVideo(tx: DbOrTx, values: typeof lessonVideos.$inferInsert) {
  const [row] = await tx.insert(lessonVideos).values(values).returning();
  return row!;
}

export async function setVideoUsage(tx: DbOrTx, id: string, usageEventId: string | null) {
  await tx.update(lessonVideos).set({ usageEventId }).where(eq(lessonVideos.id, id));
}

/** A failed video queued again (Retry): the slides drawn and narrated stay. Answers whether it was failed. */
export async function requeueFailedVideo(tx: DbOrTx, userId: string, id: string) {
  const rows = await tx
    .update(lessonVideos)
    .set({ state: "queued", attempts: 0, error: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(lessonVideos.id, id), eq(lessonVideos.userId, userId), eq(lessonVideos.state, "failed")))
    .returning({ id: lessonVideos.id });
  return rows.length > 0;
}

/** Claims a queued (or stale running) try for this worker: one claimant wins, on any instance. */
export async function claimVideo(db: Db, id: string) {
  const [row] = await db
    .update(lessonVideos)
    .set({
      state: "running",
      attempts: sql`${lessonVideos.attempts} + 1`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(lessonVideos.id, id), or(eq(lessonVideos.state, "queued"), stale)))
    .returning();
  return row;
}

const running = (id: string) => and(eq(lessonVideos.id, id), eq(lessonVideos.state, "running"));

export async function touchVideo(db: Db, id: string) {
  await db.update(lessonVideos).set({ heartbeatAt: sql`now()` }).where(running(id));
}

export async function setVideoProgress(
  db: Db,
  id: string,
  progress: { stage: "slides" | "narration" | "encoding"; slidesDone?: number; slidesTotal?: number },
) {
  await db
    .update(lessonVideos)
    .set({ ...progress, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(running(id));
}

/** Done: the MP4, its captions and chapters in the same statement as the state, never one without the other. */
export async function finishVideo(
  db: Db,
  id: string,
  done: { videoUrl: string; captionsUrl: string; durationSeconds: number; chapters: LessonVideoChapterRow[] },
) {
  const rows = await db
    .update(lessonVideos)
    .set({ ...done, state: "done", stage: null, error: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(running(id))
    .returning({ id: lessonVideos.id });
  return rows.length > 0;
}

/** Ends a running try: failed for good, or queued again for a retry (with the reason kept). */
export async function endVideoTry(db: Db, id: string, end: { state: "failed" | "queued"; error: string }) {
  const [row] = await db
    .update(lessonVideos)
    .set({ ...end, heartbeatAt: null, updatedAt: sql`now()` })
    .where(running(id))
    .returning({ usageEventId: lessonVideos.usageEventId });
  return row;
}

/**
 * Videos a dead process left: running with a stale heartbeat, or queued and untouched for a while.
 * After a restart of the single PGlite process every unfinished one (`everyUnfinished`).
 */
export async function findAbandonedVideos(db: Db, options: { everyUnfinished: boolean }) {
  return db
    .select({ id: lessonVideos.id, userId: lessonVideos.userId })
    .from(lessonVideos)
    .where(
      options.everyUnfinished
        ? inArray(lessonVideos.state, ["running", "queued"])
        : or(stale, and(eq(lessonVideos.state, "queued"), lt(lessonVideos.updatedAt, staleBefore))),
    );
}

/** Makes an abandoned video claimable again (queued, fresh). */
export async function requeueAbandonedVideo(db: Db, id: string) {
  await db
    .update(lessonVideos)
    .set({ state: "queued", heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(lessonVideos.id, id), inArray(lessonVideos.state, ["running", "queued"])));
}
