import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";

export type CounterState = { count: number; resetInMs: number };

/**
 * Adds one hit to the fixed-window counter `key` in the database and returns the new count and
 * the time left in the window. Shared by every instance, so limits hold behind a load balancer.
 */
export async function hitCounter(db: DbOrTx, key: string, windowMs: number): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.windowStart} + (${windowMs}::bigint * interval '1 millisecond') <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${rateLimitCounters.windowStart} + (${windowMs}::bigint * interval '1 millisecond') - now())) * 1000)::bigint`,
    });
  return { count: row!.count, resetInMs: Number(row!.resetInMs) };
}

/** Reads a counter without adding a hit; an expired window reads as zero. */
export async function readCounter(db: DbOrTx, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateLimitCounters.windowStart} + (${windowMs}::bigint * interval '1 millisecond') <= now() then 0 else ${rateLimitCounters.count} end`,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${rateLimitCounters.windowStart} + (${windowMs}::bigint * interval '1 millisecond') - now())) * 1000)::bigint`,
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row ? { count: Number(row.count), resetInMs: Number(row.resetInMs) } : { count: 0, resetInMs: 0 };
}

/** Clears a counter, e.g. after a successful login. */
export async function resetCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}
