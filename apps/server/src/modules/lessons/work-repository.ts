import type { LessonWorkKind, LessonWorkSet, LessonWorkState } from "@brainy/contract";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { lessonWork } from "../../db/schema/index.ts";

/** A running try whose heartbeat is older than this lost its worker (the process died). */
export const STALE_WORK_MS = 30_000;

const IDLE = { state: "idle", error: null } as const;

const staleBefore = (ms: number) => sql`now() - (${ms}::int * interval '1 millisecond')`;

/** The state of each kind of the lesson's background work (idle when never asked for). */
export async function findLessonWork(db: DbOrTx, lessonId: string): Promise<LessonWorkSet> {
  const rows = await db
    .select({ kind: lessonWork.kind, state: lessonWork.state, error: lessonWork.error })
    .from(lessonWork)
    .where(eq(lessonWork.lessonId, lessonId));
  const set: LessonWorkSet = { illustration: IDLE, assessment: IDLE, narration: IDLE, cards: IDLE };
  for (const row of rows) {
    set[row.kind as LessonWorkKind] = { state: row.state as LessonWorkState, error: row.error };
  }
  return set;
}

/**
 * Marks the work queued unless it is already queued or running on a live worker: from idle,
 * failed or done (the caller knows its product is missing), or from a try that went stale.
 * Answers true when the caller should send the job.
 */
export async function queueLessonWork(
  db: Db,
  work: { userId: string; lessonId: string; kind: LessonWorkKind },
): Promise<boolean> {
  const rows = await db
    .insert(lessonWork)
    .values({ ...work, state: "queued" })
    .onConflictDoUpdate({
      target: [lessonWork.lessonId, lessonWork.kind],
      set: { state: "queued", attempts: 0, error: null, heartbeatAt: null, updatedAt: sql`now()` },
      setWhere: or(
        inArray(lessonWork.state, ["idle", "failed", "done"]),
        and(eq(lessonWork.state, "running"), lt(lessonWork.heartbeatAt, staleBefore(STALE_WORK_MS))),
        // A queued job that never ran (its sender died before sending it).
        and(eq(lessonWork.state, "queued"), lt(lessonWork.updatedAt, staleBefore(STALE_WORK_MS))),
      ),
    })
    .returning({ lessonId: lessonWork.lessonId });
  return rows.length > 0;
}

/** Claims a queued (or stale running) try for this worker: one claimant wins, on any instance. */
export async function claimLessonWork(db: Db, lessonId: string, kind: LessonWorkKind) {
  const [row] = await db
    .update(lessonWork)
    .set({
      state: "running",
      attempts: sql`${lessonWork.attempts} + 1`,
      heartbeatAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lessonWork.lessonId, lessonId),
        eq(lessonWork.kind, kind),
        or(
          eq(lessonWork.state, "queued"),
          and(eq(lessonWork.state, "running"), lt(lessonWork.heartbeatAt, staleBefore(STALE_WORK_MS))),
        ),
      ),
    )
    .returning({ userId: lessonWork.userId, attempts: lessonWork.attempts });
  return row;
}

/** Refreshes a running try's heartbeat. */
export async function touchLessonWork(db: Db, lessonId: string, kind: LessonWorkKind) {
  await db
    .update(lessonWork)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(eq(lessonWork.lessonId, lessonId), eq(lessonWork.kind, kind), eq(lessonWork.state, "running")),
    );
}

/** Ends a running try: done, failed for good, or queued again for a retry (with the reason kept). */
export async function endLessonWork(
  db: DbOrTx,
  work: { lessonId: string; kind: LessonWorkKind; state: "done" | "failed" | "queued"; error?: string },
) {
  await db
    .update(lessonWork)
    .set({ state: work.state, error: work.error ?? null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(lessonWork.lessonId, work.lessonId),
        eq(lessonWork.kind, work.kind),
        eq(lessonWork.state, "running"),
      ),
    );
}

/**
 * Marks done work idle again once its result is gone (a deleted assessment), in the transaction
 * that removes the result: no read finds the work done without it.
 */
export async function forgetLessonWork(db: DbOrTx, lessonId: string, kind: LessonWorkKind) {
  await db
    .update(lessonWork)
    .set({ state: "idle", error: null, heartbeatAt: null, updatedAt: sql`now()` })
    .where(and(eq(lessonWork.lessonId, lessonId), eq(lessonWork.kind, kind), eq(lessonWork.state, "done")));
}

/**
 * Work a dead process left behind: running tries with a stale heartbeat, and queued ones whose job
 * may never have been sent. After a restart of the single PGlite process every unfinished try is
 * (`everyUnfinished`): a job sent again is harmless, its claim finds the work done or taken.
 */
export async function findAbandonedLessonWork(db: Db, options: { everyUnfinished: boolean }) {
  const stale = staleBefore(STALE_WORK_MS);
  return db
    .select({ lessonId: lessonWork.lessonId, kind: lessonWork.kind, userId: lessonWork.userId })
    .from(lessonWork)
    .where(
      options.everyUnfinished
        ? inArray(lessonWork.state, ["running", "queued"])
        : or(
            and(eq(lessonWork.state, "running"), lt(lessonWork.heartbeatAt, stale)),
            and(eq(lessonWork.state, "queued"), lt(lessonWork.updatedAt, stale)),
          ),
    );
}

/** Makes abandoned work claimable and sendable again (queued, fresh). */
export async function requeueLessonWork(db: Db, lessonId: string, kind: LessonWorkKind) {
  await db
    .update(lessonWork)
    .set({ state: "queued", heartbeatAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(lessonWork.lessonId, lessonId),
        eq(lessonWork.kind, kind),
        inArray(lessonWork.state, ["running", "queued"]),
      ),
    );
}
