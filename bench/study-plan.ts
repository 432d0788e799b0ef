// The study plan of a goal of 5 courses × 200 lessons (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set): the planning arithmetic alone and the whole GET /goals/{id}/plan, p50/p99 (target ≤ 20 ms),
// and the statements per plan request, which must not grow with the number of lessons.
import { planStudy } from "../apps/server/src/modules/study-plan/plan.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser, seedGoalTree } from "../apps/server/test/factories.ts";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (v: number[]) => `p50 ${percentile(v, 50).toFixed(2)} ms, p99 ${percentile(v, 99).toFixed(2)} ms`;

/** Three hours a week: Monday, Wednesday and Friday 18:00-19:00. */
const SCHEDULE = [1, 3, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: "18:00", endTime: "19:00" }));

function benchArithmetic(): string {
  const lessons = Array.from({ length: 1000 }, (_, i) => ({
    id: `l${i}`,
    title: `Lesson ${i}`,
    minutes: 20 + (i % 4) * 10,
    courseId: `c${Math.floor(i / 200)}`,
    courseTitle: `Course ${Math.floor(i / 200)}`,
  }));
  const slots = SCHEDULE.map((s) => ({ ...s, startTime: `${s.startTime}:00`, endTime: `${s.endTime}:00` }));
  const times: number[] = [];
  let finish = "";
  for (let round = 0; round < 210; round++) {
    const started = performance.now();
    const plan = planStudy({ lessons, slots, timeZone: "Europe/London", now: new Date(), targetDate: null });
    times.push(performance.now() - started);
    finish = plan.finishDate ?? "none";
  }
  return `arithmetic for 1,000 lessons at 3 h a week (finish ${finish}): ${fmt(times.slice(10))}`;
}

async function benchRequestOn(databaseUrl: string | undefined): Promise<string> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const learner = async (shape: { courseCount: number; sectionCount: number; lessonCount: number }) => {
      const user = await createUser(t);
      const { goalId } = await seedGoalTree(t, user.id, shape);
      await t.app.inject({
        method: "PUT",
        url: "/api/user/profile",
        headers: { ...user.auth, "content-type": "application/json" },
        payload: JSON.stringify({ learningSchedule: SCHEDULE }),
      });
      const get = () =>
        t.app.inject({
          method: "GET",
          url: `/api/goals/${goalId}/plan?tz=Europe/London`,
          headers: user.auth,
        });
      await get(); // warm the actor cache
      const before = t.handle.stats.queries;
      const res = await get();
      if (res.statusCode !== 200) throw new Error(`plan answered ${res.statusCode}: ${res.body}`);
      return { get, statements: t.handle.stats.queries - before };
    };
    const small = await learner({ courseCount: 5, sectionCount: 1, lessonCount: 2 });
    const big = await learner({ courseCount: 5, sectionCount: 10, lessonCount: 20 });
    const times: number[] = [];
    for (let round = 0; round < 60; round++) {
      const started = performance.now();
      await big.get();
      times.push(performance.now() - started);
    }
    return `GET /goals/{id}/plan at 5 × 200 lessons (${t.handle.kind}), target ≤ 20 ms: ${fmt(times.slice(10))}; statements per request ${big.statements} (at 10 lessons ${small.statements})`;
  } finally {
    await t.close();
  }
}

export async function benchStudyPlan(): Promise<void> {
  console.log(benchArithmetic());
  console.log(await benchRequestOn(undefined));
  if (process.env.TEST_DATABASE_URL) console.log(await benchRequestOn(process.env.TEST_DATABASE_URL));
  else console.log("study plan on PostgreSQL: skipped (set TEST_DATABASE_URL)");
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStudyPlan();
