// Recording evidence and updating the learner model in the answer's request (issue 37), for one
// learner with 500 concepts (prerequisite edges between them) and 50,000 evidence rows: p50/p99
// per update of recordEvidence (the function every answer calls), wall and CPU time, on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL (target p99 ≤ 10 ms), and the statements per update, which
// must not grow with the log (the same at 0 rows as at 50,000).
//   node bench/learner-evidence.ts          (BENCH_UPDATES=500 for more rounds)
import { sql } from "drizzle-orm";
import { analyzeStaleTables } from "../apps/server/src/db/pglite-analyze.ts";
import { recordEvidence } from "../apps/server/src/modules/learner-model/index.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser, seedGoalTree } from "../apps/server/test/factories.ts";

const CONCEPTS = 500;
const EVIDENCE = 50_000;
const UPDATES = Number(process.env.BENCH_UPDATES ?? 300);
const KINDS = ["assessment", "checkpoint", "card", "quiz_me", "practice", "self_report"] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (v: number[]) => `p50 ${percentile(v, 50).toFixed(2)} ms, p99 ${percentile(v, 99).toFixed(2)} ms`;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A learner's goal with `count` concepts, each building on the one before and on one further back. */
async function seedConcepts(
  t: App,
  userId: string,
  count: number,
): Promise<{ goalId: string; ids: string[] }> {
  const { goalId } = await seedGoalTree(t, userId, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
  const result = (await t.handle.db.execute(sql`
    insert into concepts (user_id, goal_id, name, key, position)
    select ${userId}::uuid, ${goalId}::uuid, 'Concept ' || g, 'concept ' || g, g
    from generate_series(0, ${count - 1}) g
    returning id, position`)) as unknown as { rows: { id: string; position: number }[] };
  const ids = result.rows.sort((a, b) => a.position - b.position).map((r) => r.id);
  await t.handle.db.execute(sql`
    insert into concept_prerequisites (concept_id, prerequisite_id, user_id)
    select c.id, p.id, ${userId}::uuid from concepts c
    join concepts p on p.goal_id = c.goal_id and (p.position = c.position - 1 or p.position = c.position / 3)
    where c.goal_id = ${goalId}::uuid and p.position < c.position
    on conflict do nothing`);
  return { goalId, ids };
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ JOBS_ENABLED: "false" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const db = t.handle.db;
    const user = await createUser(t);
    const { goalId, ids } = await seedConcepts(t, user.id, CONCEPTS);
    let n = 0;
    const update = async () => {
      n += 1;
      // Most answers check one concept, some two or three (an assessment question, a card).
      const width = n % 7 === 0 ? 3 : n % 3 === 0 ? 2 : 1;
      const conceptIds = Array.from({ length: width }, (_, i) => ids[(n * 7919 + i * 131) % ids.length]!);
      const started = performance.now();
      const cpu = cpuMs();
      await recordEvidence({
        db,
        userId: user.id,
        evidence: [
          { conceptIds, itemKey: `bench:${n}`, kind: KINDS[n % KINDS.length]!, score: n % 3 ? 1 : 0 },
        ],
      });
      return { wall: performance.now() - started, cpu: cpuMs() - cpu };
    };
    const statements = async () => {
      const before = t.handle.stats.queries;
      await update();
      return t.handle.stats.queries - before;
    };
    await update(); // the first use of each statement
    const atZero = await statements();

    // 50,000 rows of evidence spread over the concepts, oldest first, then the planner's statistics.
    const seeded = performance.now();
    await db.execute(sql`
      insert into learner_evidence (user_id, goal_id, concept_id, item_key, kind, score, at)
      select ${user.id}::uuid, ${goalId}::uuid, c.id, 'seed:' || g, 'practice', (g % 2)::real,
        now() - ((${EVIDENCE} - g) || ' minutes')::interval
      from generate_series(1, ${EVIDENCE}) g
      join concepts c on c.goal_id = ${goalId}::uuid and c.position = g % ${CONCEPTS}`);
    await db.execute(sql`
      update concepts c set evidence_count = s.n, answer_count = s.n, right_count = s.n / 2, last_seen_at = now()
      from (select concept_id, count(*)::int as n from learner_evidence where user_id = ${user.id}::uuid group by concept_id) s
      where c.id = s.concept_id`);
    const seedMs = performance.now() - seeded;
    if (t.handle.pglite) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await analyzeStaleTables(t.handle.pglite);
    } else await db.execute(sql`analyze learner_evidence; analyze concepts; analyze concept_prerequisites`);
    const atFull = await statements();
    for (let i = 0; i < 20; i++) await update(); // warm
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < UPDATES; i++) {
      const r = await update();
      wall.push(r.wall);
      cpu.push(r.cpu);
    }
    const [{ rows } = { rows: 0 }] = (
      (await db.execute(
        sql`select count(*)::int as rows from learner_evidence where user_id = ${user.id}::uuid`,
      )) as unknown as {
        rows: { rows: number }[];
      }
    ).rows;
    // PGlite runs in this process (its worker thread): the CPU time includes the database's work.
    const cpuNote = t.handle.pglite ? `; CPU ${fmt(cpu)}` : "";
    console.log(
      `learner model update (${t.handle.kind}) at ${CONCEPTS} concepts and ${rows.toLocaleString("en")} evidence rows, target p99 ≤ 10 ms: ${UPDATES} updates wall ${fmt(wall)}${cpuNote}; statements per update ${atFull} (with an empty log ${atZero}); seeding ${(seedMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await t.close();
  }
}

export async function benchLearnerEvidence(): Promise<void> {
  await benchOn(undefined);
  if (process.env.TEST_DATABASE_URL) await benchOn(process.env.TEST_DATABASE_URL);
  else console.log("learner model update on PostgreSQL: skipped (set TEST_DATABASE_URL)");
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLearnerEvidence();
