import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { type Db, type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { usageEvents, users } from "../../db/schema/index.ts";

export type UsageKind =
  | "lesson-generation"
  | "chat-message"
  | "audio-overview"
  | "lesson-video"
  | "practice-exam";

/** The outcome of taking one use: whether it was allowed, uses in the window, and when the oldest expires. */
export type QuotaTake = { allowed: boolean; used: number; resetInMs: number; eventId?: string };

/**
 * Takes one use of `kind` if fewer than `limit` were taken in the last `windowMs`, atomically:
 * the user's row is locked for the count-and-insert, so parallel requests on any instance queue.
 */
export async function takeUsage(
  db: Db,
  options: { userId: string; kind: UsageKind; limit: number; windowMs: number; subjectId?: string },
): Promise<QuotaTake> {
  return db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    return takeUsageLocked(tx, options);
  });
}

/** Locks the user's row until the transaction ends: their quota takes on any instance queue behind it. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/**
 * takeUsage inside a caller's transaction that holds the user's row lock (lockUser), so what the
 * caller writes beside the use (an audio overview's row) is one atomic step with it.
 */
export async function takeUsageLocked(
  tx: DbOrTx,
  options: { userId: string; kind: UsageKind; limit: number; windowMs: number; subjectId?: string },
): Promise<QuotaTake> {
  const { userId, kind, limit, windowMs } = options;
  const since = sql`now() - (${windowMs}::bigint * interval '1 millisecond')`;
  const inWindow = and(
    eq(usageEvents.userId, userId),
    eq(usageEvents.kind, kind),
    gt(usageEvents.createdAt, since),
  );
  const [{ used = 0 } = {}] = await tx.select({ used: count() }).from(usageEvents).where(inWindow);
  if (options.subjectId) {
    // Retrying the same thing (a lesson whose generation was interrupted) is not a new use.
    const [paid] = await tx
      .select({ id: usageEvents.id })
      .from(usageEvents)
      .where(and(inWindow, eq(usageEvents.subjectId, options.subjectId)))
      .limit(1);
    if (paid) return { allowed: true, used, resetInMs: windowMs };
  }
  if (used >= limit) {
    const [oldest] = await tx
      .select({
        resetInMs: sql<number>`greatest(0, extract(epoch from (${usageEvents.createdAt} + (${windowMs}::bigint * interval '1 millisecond') - now())) * 1000)::bigint`,
      })
      .from(usageEvents)
      .where(inWindow)
      .orderBy(asc(usageEvents.createdAt))
      .limit(1);
    return { allowed: false, used, resetInMs: Number(oldest?.resetInMs ?? windowMs) };
  }
  const [row] = await tx
    .insert(usageEvents)
    .values({ userId, kind, subjectId: options.subjectId })
    .returning({ id: usageEvents.id });
  return { allowed: true, used: used + 1, resetInMs: windowMs, eventId: row!.id };
}

/** Gives a use back (the work it paid for failed). */
export async function returnUsage(db: DbOrTx, eventId: string): Promise<void> {
  await db.delete(usageEvents).where(eq(usageEvents.id, eventId));
}

/**
 * Uses of `kind` in the window, without taking one. Read on every chat history call, so the times
 * of the uses in the window are kept (memoizedRead; a take or a give-back moves the owner's data
 * version) and counted against the clock here: a use leaving the window is counted out on time.
 * At most the plan's limit of uses is ever in a window, so the kept list stays small.
 */
export async function countUsage(db: Db, options: { userId: string; kind: UsageKind; windowMs: number }) {
  const { userId, kind, windowMs } = options;
  const times = await memoizedRead(
    db,
    {
      key: `usage:${userId}:${kind}:${windowMs}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["usage_events"],
    },
    async () => {
      const since = sql`now() - (${windowMs}::bigint * interval '1 millisecond')`;
      const rows = await db
        .select({ at: usageEvents.createdAt })
        .from(usageEvents)
        .where(
          and(eq(usageEvents.userId, userId), eq(usageEvents.kind, kind), gt(usageEvents.createdAt, since)),
        );
      return rows.map((row) => row.at.getTime());
    },
  );
  const since = Date.now() - windowMs;
  let used = 0;
  for (const at of times) if (at > since) used++;
  return used;
}
