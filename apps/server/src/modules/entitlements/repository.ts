import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usageEvents, users } from "../../db/schema/index.ts";

export type UsageKind = "lesson-generation" | "chat-message";

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
  const { userId, kind, limit, windowMs } = options;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
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
  });
}

/** Gives a use back (the work it paid for failed). */
export async function returnUsage(db: Db, eventId: string): Promise<void> {
  await db.delete(usageEvents).where(eq(usageEvents.id, eventId));
}

/** Uses of `kind` in the window, without taking one. */
export async function countUsage(db: Db, options: { userId: string; kind: UsageKind; windowMs: number }) {
  const since = sql`now() - (${options.windowMs}::bigint * interval '1 millisecond')`;
  const [{ used = 0 } = {}] = await db
    .select({ used: count() })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, options.userId),
        eq(usageEvents.kind, options.kind),
        gt(usageEvents.createdAt, since),
      ),
    );
  return used;
}
