import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { audioOverviews, type OverviewScriptRow, type OverviewTranscriptRow } from "../../db/schema/index.ts";
import type { LessonCitationRow } from "../../db/schema/lessons.ts";

export type OverviewRow = typeof audioOverviews.$inferSelect;
export type OverviewInsert = typeof audioOverviews.$inferInsert;

/** A running try whose heartbeat is older than this lost its worker (the process died). */
export const STALE_OVERVIEW_MS = 30_000;
const staleBefore = sql`now() - (${STALE_OVERVIEW_MS}::int * interval '1 millisecond')`;
const stale = and(eq(audioOverviews.state, "running"), lt(audioOverviews.heartbeatAt, staleBefore));

/** One of the caller's overviews; undefined when it is not theirs. */
export async function findOverview(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(audioOverviews)
    .where(and(eq(audioOverviews.id, id), eq(audioOverviews.userId, userId)));
  return row;
}

/** The caller's overview of a scope at a length, if made. */
export async function findOverviewOf(db: DbOrTx, userId: string, scopeKey: string, length: string) {
  const [row] = await db
    .select()
    .from(audioOverviews)
    .where(
      and(
        eq(audioOverviews.userId, userId),
        eq(audioOverviews.scopeKey, scopeKey),
        eq(audioOverviews.length, length),
      ),
    );
  return row;
}

/** The caller's overviews of a scope (both lengths), newest first. */
export async function listOverviewsOf(db: DbOrTx, userId: string, scopeKey: string) {
  return db
    .select()
    .from(audioOverviews)
    .where(and(eq(audioOverviews.userId, userId), eq(audioOverviews.scopeKey, scopeKey)))
    .orderBy(desc(audioOverviews.createdAt));
}

export async function insertOverview(tx: DbOrTx, values: OverviewInsert) {
  const [row] = await tx.insert(audioOverviews).values(values).returning();
  return row!;
}

export async function setOverviewUsage(tx: DbOrTx, id: string, usageEventId: string | null) {
  await tx.update(audioOverviews).set({ usageEventId }).where(eq(audioOverviews.id, id));
}

/** A failed overview queued again (Retry): its script and recorded turns stay. Answers whether it was failed. */
export async function requeueFailedOverview(tx: DbOrTx, userId: string, id: string) {
  const rows = await tx
    .update(audioOverviews)
    .set({ state: "queued", attempts: 0, error: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(
      and(eq(audioOverviews.id, id), eq(audioOverviews.userId, userId), eq(audioOverviews.state, "failed")),
    )
    .returning({ id: audioOverviews.id });
  return rows.length > 0;
}

/** Claims a queued (or stale running) try for this worker: one claimant wins, on any instance. */
export async function claimOverview(db: Db, id: string) {
  const [row] = await db
    .update(audioOverviews)
    .set({
      state: "running",
      attempts: sql`${audioOverviews.attempts} + 1`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(audioOverviews.id, id), or(eq(audioOverviews.state, "queued"), stale)))
    .returning();
  return row;
}

const running = (id: string) => and(eq(audioOverviews.id, id), eq(audioOverviews.state, "running"));

export async function touchOverview(db: Db, id: string) {
  await db.update(audioOverviews).set({ heartbeatAt: sql`now()` }).where(running(id));
}

/** The script is written: kept, with its citations and turn count, before any turn is recorded. */
export async function saveOverviewScript(
  db: Db,
  id: string,
  script: OverviewScriptRow,
  citations: LessonCitationRow[],
  turnsTotal: number,
) {
  await db
    .update(audioOverviews)
    .set({ script, citations, turnsTotal, turnsDone: 0, stage: "recording", updatedAt: sql`now()` })
    .where(running(id));
}

export async function setOverviewProgress(
  db: Db,
  id: string,
  progress: { stage: "script" | "recording" | "encoding"; turnsDone?: number },
) {
  await db
    .update(audioOverviews)
    .set({ ...progress, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
    .where(running(id));
}

/** Done: the whole MP3 and its transcript in the same statement as the state, never one without the other. */
export async function finishOverview(
  db: Db,
  id: string,
  done: { audioUrl: string; durationSeconds: number; transcript: OverviewTranscriptRow },
) {
  const rows = await db
    .update(audioOverviews)
    .set({ ...done, state: "done", stage: null, error: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(running(id))
    .returning({ id: audioOverviews.id });
  return rows.length > 0;
}

/** Ends a running try: failed for good, or queued again for a retry (with the reason kept). */
export async function endOverviewTry(db: Db, id: string, end: { state: "failed" | "queued"; error: string }) {
  const [row] = await db
    .update(audioOverviews)
    .set({ ...end, heartbeatAt: null, updatedAt: sql`now()` })
    .where(running(id))
    .returning({ usageEventId: audioOverviews.usageEventId });
  return row;
}

export async function deleteOverview(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(audioOverviews)
    .where(and(eq(audioOverviews.id, id), eq(audioOverviews.userId, userId)))
    .returning();
  return row;
}

/**
 * Overviews a dead process left: running with a stale heartbeat, or queued and untouched for a
 * while (the job may never have been sent). After a restart of the single PGlite process every
 * unfinished one (`everyUnfinished`): a job sent again is harmless, its claim finds it taken or done.
 */
export async function findAbandonedOverviews(db: Db, options: { everyUnfinished: boolean }) {
  return db
    .select({ id: audioOverviews.id, userId: audioOverviews.userId })
    .from(audioOverviews)
    .where(
      options.everyUnfinished
        ? inArray(audioOverviews.state, ["running", "queued"])
        : or(stale, and(eq(audioOverviews.state, "queued"), lt(audioOverviews.updatedAt, staleBefore))),
    );
}

/** Makes an abandoned overview claimable again (queued, fresh). */
export async function requeueAbandonedOverview(db: Db, id: string) {
  await db
    .update(audioOverviews)
    .set({ state: "queued", heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(audioOverviews.id, id), inArray(audioOverviews.state, ["running", "queued"])));
}
