// The review queue and grading with 20,000 cards for one learner (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): p50/p99 (target p99 ≤ 20 ms), and the statements per review, which
// must not grow with the number of cards.
import { sql } from "drizzle-orm";
import { analyzeStaleTables } from "../apps/server/src/db/pglite-analyze.ts";
import { reviewCards } from "../apps/server/src/db/schema/index.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser } from "../apps/server/test/factories.ts";

const CARD_COUNT = 20_000;
const DAY = 86_400_000;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

type Queue = { cards: { id: string; reps: number }[] };

/** Seeds `count` cards in review, their due dates spread over ±60 days (about 1 in 120 due today). */
async function seedCards(t: Awaited<ReturnType<typeof createTestApp>>, userId: string, count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j;
      const scheduledDays = 1 + (i % 60);
      const due = new Date(now + (((i * 7919) % 120) - 60) * DAY + (i % 1000) * 1000);
      return {
        userId,
        source: "manual",
        kind: "basic",
        front: `Question ${i}: what is item ${i}?`,
        back: `Answer ${i}`,
        due,
        stability: scheduledDays * 1.2,
        difficulty: 5,
        scheduledDays,
        reps: 3,
        state: 2,
        lastReview: new Date(due.getTime() - scheduledDays * DAY),
      };
    });
    await t.handle.db.insert(reviewCards).values(rows);
  }
}

async function benchReviewOn(databaseUrl: string | undefined): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const call = (
      user: { auth: Record<string, string> },
      method: "GET" | "POST",
      url: string,
      body?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...user.auth, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    /** Statements for one queue read and one grade. */
    const statementsPerReview = async (user: { auth: Record<string, string> }) => {
      const before = t.handle.stats.queries;
      const queue = (await call(user, "GET", "/api/review/queue?tz=Europe/London")).json() as Queue;
      const afterQueue = t.handle.stats.queries;
      const card = queue.cards[0]!;
      await call(user, "POST", `/api/review/cards/${card.id}/grade`, {
        rating: 3,
        durationMs: 1000,
        reps: card.reps,
      });
      return { queue: afterQueue - before, grade: t.handle.stats.queries - afterQueue };
    };

    const small = await createUser(t);
    await seedCards(t, small.id, 200);
    await call(small, "GET", "/api/review/queue"); // warm the actor cache
    const smallCounts = await statementsPerReview(small);

    const user = await createUser(t);
    const seeded = performance.now();
    await seedCards(t, user.id, CARD_COUNT);
    const seedMs = performance.now() - seeded;
    await call(user, "GET", "/api/review/queue");
    const bigCounts = await statementsPerReview(user);

    const fmt = (v: number[]) =>
      `p50 ${percentile(v, 50).toFixed(1)} ms, p99 ${percentile(v, 99).toFixed(1)} ms`;
    /** This process's CPU time in ms: on a shared machine it leaves out the waits for other processes. */
    const cpuMs = () => {
      const { user: u, system } = process.cpuUsage();
      return (u + system) / 1000;
    };
    /** 100 rounds of reading the queue and grading its first card: wall time, and (PGlite) CPU time. */
    const rounds = async () => {
      const queueTimes: number[] = [];
      const gradeTimes: number[] = [];
      const queueCpu: number[] = [];
      const gradeCpu: number[] = [];
      for (let round = 0; round < 100; round++) {
        let started = performance.now();
        let cpu = cpuMs();
        const res = await call(user, "GET", "/api/review/queue?tz=Europe/London");
        queueTimes.push(performance.now() - started);
        queueCpu.push(cpuMs() - cpu);
        const card = (res.json() as Queue).cards[0];
        if (!card) break;
        started = performance.now();
        cpu = cpuMs();
        const graded = await call(user, "POST", `/api/review/cards/${card.id}/grade?tz=Europe/London`, {
          rating: 1 + (round % 4),
          durationMs: 3000,
          reps: card.reps,
        });
        gradeTimes.push(performance.now() - started);
        gradeCpu.push(cpuMs() - cpu);
        if (graded.statusCode !== 200) throw new Error(`grade answered ${graded.statusCode}: ${graded.body}`);
      }
      // PGlite runs in this process, so its CPU time is the request's work; PostgreSQL's is elsewhere.
      const cpu = t.handle.pglite ? ` (CPU time: queue ${fmt(queueCpu)}; grade ${fmt(gradeCpu)})` : "";
      return `queue ${fmt(queueTimes)}; grade ${fmt(gradeTimes)} over ${gradeTimes.length}${cpu}`;
    };
    // Right after a bulk insert the planner has no statistics for the table: measured as is, then
    // once analyzed (on PostgreSQL by autovacuum, soon; on PGlite by the server's own check,
    // db/pglite-analyze.ts, run here as its timer would once the counts reach the statistics).
    const stale = await rounds();
    if (t.handle.pglite) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const analyzedTables = await analyzeStaleTables(t.handle.pglite);
      if (!analyzedTables.includes("public.review_cards"))
        throw new Error(`the check did not analyze review_cards: ${analyzedTables.join(", ")}`);
    } else await t.handle.db.execute(sql`analyze review_cards`);
    const analyzed = await rounds();
    console.log(
      `review at ${CARD_COUNT} cards (${t.handle.kind}), target p99 ≤ 20 ms: with statistics ${analyzed}; before ANALYZE ${stale}; statements per queue read ${bigCounts.queue} (at 200 cards ${smallCounts.queue}), per grade ${bigCounts.grade} (at 200 cards ${smallCounts.grade}); seeding ${(seedMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await t.close();
  }
}

export async function benchReview(): Promise<void> {
  await benchReviewOn(undefined);
  if (process.env.TEST_DATABASE_URL) await benchReviewOn(process.env.TEST_DATABASE_URL);
  else console.log("review on PostgreSQL: skipped (set TEST_DATABASE_URL)");
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReview();
