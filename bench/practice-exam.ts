// Grading a practice exam of 40 items (issue 38) on the demo AI provider: p50/p99 of
// POST /practice-exams/{id}/submit (every item graded on the server, open answers by the demo
// grader, evidence recorded, cards made for the missed ones), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL. Each round starts a fresh exam, answers every item through the
// API (a few wrong, a few left blank), then submits.
//   node bench/practice-exam.ts          (BENCH_EXAMS=30 for more rounds)
import { sql } from "drizzle-orm";
import { practiceExamItems } from "../apps/server/src/db/schema/index.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import {
  bindCall,
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
} from "../apps/server/test/factories.ts";

const ROUNDS = Number(process.env.BENCH_EXAMS ?? 15);
const SIZE = 40;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function benchOn(databaseUrl: string | undefined): Promise<string> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ JOBS_ENABLED: "false", AI_DEMO_STEP_MS: "0" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const call = bindCall(t);
    const times: number[] = [];
    let openItems = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A learner a round (the per-user AI rate limits and the plan's limit are not what is measured),
      // whose first lesson is written with its assessment: the bank the exam draws from.
      const user = await createUser(t);
      await makePro(t, user.id);
      const goal = await createPlannedGoal(t, user);
      const [first] = await firstSectionLessons(t, user.id);
      const testOut = await call(user, "POST", `/api/lessons/${first!.id}/test-out`);
      if (testOut.statusCode !== 200)
        throw new Error(`test-out answered ${testOut.statusCode}: ${testOut.body}`);
      const started = await call(user, "POST", "/api/practice-exams", {
        goalId: goal.id,
        size: SIZE,
        timed: false,
      });
      if (started.statusCode !== 201)
        throw new Error(`start answered ${started.statusCode}: ${started.body}`);
      const examId = started.json().id as string;
      const items = await t.handle.db
        .select()
        .from(practiceExamItems)
        .where(sql`${practiceExamItems.examId} = ${examId}`);
      for (const item of items) {
        if (item.position % 10 === 9) continue;
        const wrong = item.position % 7 === 3;
        const answer =
          item.kind === "choice"
            ? wrong
              ? item.options.find((o) => o !== item.answerKey)!
              : item.answerKey
            : wrong
              ? "I am not sure."
              : item.answerKey;
        await call(user, "PUT", `/api/practice-exams/${examId}/items/${item.position}/answer`, { answer });
      }
      openItems += items.filter((i) => i.kind === "open").length;
      const at = performance.now();
      const submitted = await call(user, "POST", `/api/practice-exams/${examId}/submit`);
      times.push(performance.now() - at);
      if (submitted.statusCode !== 200)
        throw new Error(`submit answered ${submitted.statusCode}: ${submitted.body}`);
    }
    const db = databaseUrl ? "PostgreSQL" : "PGlite";
    return `| ${db} | ${ROUNDS} | ${(openItems / ROUNDS).toFixed(1)} | ${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 99).toFixed(0)} ms |`;
  } finally {
    await t.close();
  }
}

const rows = [await benchOn(undefined)];
if (process.env.TEST_DATABASE_URL) rows.push(await benchOn(process.env.TEST_DATABASE_URL));
console.log(`Grading a ${SIZE}-item practice exam on the demo provider (POST /practice-exams/{id}/submit)\n`);
console.log("| database | exams | open items per exam | p50 | p99 |");
console.log("|---|---|---|---|---|");
for (const row of rows) console.log(row);
