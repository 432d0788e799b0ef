// How many active learners one instance serves (issue 43). The built server runs in its own process
// (on PGlite, or on a new PostgreSQL database when TEST_DATABASE_URL is set) with the demo AI
// provider; simulated learners each loop through a study session with think time between actions:
// the home screen's reads, the course view, a lesson (written on first open) and its assessment
// answered, a review card made, fetched and graded, a chat message, the notes read and one written.
// The number of learners doubles each step until the p99 of the reads passes the target or errors
// appear. Prints a row per step and the answer. The load generator shares the machine.
//   npm run bench:capacity -w bench
//   BENCH_MAX_LEARNERS=40 BENCH_STEP_SECONDS=15 npm run bench:capacity -w bench     (a quick check)
// BENCH_START_LEARNERS (10), BENCH_MAX_LEARNERS (320), BENCH_STEP_SECONDS (30), BENCH_THINK_MS (3000,
// the mean pause between one learner's actions), BENCH_P99_TARGET_MS (250, reads).
import pg from "pg";
import { type Answer, call, registerWithPlan } from "../apps/server/test/cluster/client.ts";
import { cpuSeconds, rssMiB, startBrainy } from "./lib/brainy-process.ts";
import {
  percentile,
  routeOf,
  type StepStats,
  slowestRoutes,
  stepRow,
  stepStats,
} from "./lib/capacity-stats.ts";

const START = Number(process.env.BENCH_START_LEARNERS ?? 10);
const MAX = Number(process.env.BENCH_MAX_LEARNERS ?? 320);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 30);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const TARGET_MS = Number(process.env.BENCH_P99_TARGET_MS ?? 250);
const adminUrl = process.env.TEST_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

type Learner = { name: string; token: string; lessonIds: string[]; next: number; written: Set<string> };

let window = stepStats();
let stopping = false;
/** Every request's time by route, over the whole run: what is slowest. */
const byRoute = new Map<string, number[]>();

/** One request, timed into the current window: GETs as reads, the rest as writes. */
async function send(base: string, learner: Learner, method: string, path: string, body?: unknown) {
  const started = performance.now();
  let answer: Answer | undefined;
  try {
    answer = await call(base, method, path, { token: learner.token, body });
  } catch {}
  const ms = performance.now() - started;
  const w = window;
  const route = routeOf(method, path);
  const times = byRoute.get(route) ?? [];
  times.push(ms);
  byRoute.set(route, times);
  (method === "GET" ? w.reads : w.writes).push(ms);
  if (
    !answer ||
    answer.status >= 500 ||
    (answer.status >= 400 && answer.status !== 402 && answer.status !== 429)
  ) {
    w.errors++;
    const kind = `${route} ${answer?.status ?? "no answer"}`;
    w.errorKinds.set(kind, (w.errorKinds.get(kind) ?? 0) + 1);
  } else if (answer.status >= 400) w.refused++;
  return answer;
}

async function session(base: string, l: Learner) {
  const get = (path: string) => send(base, l, "GET", path);
  const post = (path: string, body?: unknown) => send(base, l, "POST", path, body);
  await sleep(Math.random() * THINK_MS);
  while (!stopping) {
    // Home, as the screen loads it: its reads at once.
    await Promise.all(["/api/user", "/api/dashboard", "/api/goals/active", "/api/review/queue"].map(get));
    await think();
    await get("/api/learningplan/optimized-data");
    await think();
    const lessonId = l.lessonIds[l.next % l.lessonIds.length]!;
    if (!l.written.has(lessonId)) {
      await post(`/api/lessons/${lessonId}/generate-content`);
      l.written.add(lessonId);
    }
    await get(`/api/lessons/${lessonId}`);
    await think();
    let assessment = (await post(`/api/lessons/${lessonId}/assessment`))?.body;
    for (let i = 0; assessment?.status === "generating" && i < 50 && !stopping; i++) {
      await sleep(200);
      assessment = (await get(`/api/assessments/lesson/${lessonId}`))?.body;
    }
    if (assessment?.status === "ready" && !assessment.result && Array.isArray(assessment.questions)) {
      await think();
      const answers = assessment.questions.map((q: { options?: string[] }) =>
        q.options?.length ? q.options[0] : "Trying a small example first and checking the result.",
      );
      await post(`/api/assessments/lesson/${assessment.id}/submit`, { answers });
    }
    l.next++;
    await think();
    await post("/api/review/cards", { front: `What does lesson ${l.next} teach?`, back: "Loops" });
    const queue = (await get("/api/review/queue"))?.body;
    const card = queue?.cards?.[0];
    if (card) {
      await think();
      await post(`/api/review/cards/${card.id}/grade`, { rating: 3, durationMs: 4000, reps: card.reps });
    }
    await think();
    await post("/api/chat", { message: "What does a loop do?", lessonId });
    await think();
    await get("/api/notes");
    await post("/api/notes", { title: `Note ${l.next}`, content: "A loop repeats. #python", lessonId });
    await think();
  }
}

/** A new PostgreSQL database for the run (TEST_DATABASE_URL's server), dropped at the end. */
async function database(action: "create" | "drop", name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    action === "create" ? `create database "${name}"` : `drop database if exists "${name}" with (force)`,
  );
  await admin.end();
}

const dbName = `brainy_capacity_${process.pid}`;
let databaseUrl: string | undefined;
if (adminUrl) {
  await database("create", dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const brainy = await startBrainy({
  AI_DEMO_STEP_MS: "0",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const pid = brainy.child.pid!;
const running: Promise<void>[] = [];
try {
  await sleep(3000);
  console.log(
    `capacity bench (${adminUrl ? "PostgreSQL" : "PGlite"}, demo AI): start to first 200 of /api/health ${(brainy.firstAnswerMs / 1000).toFixed(2)} s (new DATA_DIR, migrations included); idle RSS ${rssMiB(pid).toFixed(0)} MiB`,
  );
  console.log(
    `each learner: home reads, course view, lesson, assessment, review card, chat, notes; think time ${THINK_MS} ms mean; ${STEP_SECONDS} s a step; target p99 of reads ≤ ${TARGET_MS} ms, no errors`,
  );
  console.log(stepRow());
  const learners: Learner[] = [];
  let served = 0;
  let firstLimit = "";
  for (let size = START; size <= MAX; size *= 2) {
    while (learners.length < size) {
      const batch = Array.from(
        { length: Math.min(5, size - learners.length) },
        (_, i) => `cap${process.pid}x${learners.length + i}`,
      );
      for (const r of await Promise.all(batch.map((name) => registerWithPlan(brainy.base, name)))) {
        const learner = {
          name: "",
          token: r.token,
          lessonIds: r.lessonIds,
          next: 0,
          written: new Set<string>(),
        };
        learners.push(learner);
        running.push(session(brainy.base, learner));
      }
    }
    window = stepStats();
    const cpuBefore = cpuSeconds(pid);
    const benchCpuBefore = process.cpuUsage();
    const started = performance.now();
    await sleep(STEP_SECONDS * 1000);
    const seconds = (performance.now() - started) / 1000;
    const w: StepStats = window;
    const bench = process.cpuUsage(benchCpuBefore);
    console.log(
      stepRow({
        learners: size,
        seconds,
        stats: w,
        serverCpu: (cpuSeconds(pid) - cpuBefore) / seconds,
        benchCpu: (bench.user + bench.system) / 1e6 / seconds,
        rss: rssMiB(pid),
      }),
    );
    const p99 = percentile(w.reads, 99);
    if (w.errors || p99 > TARGET_MS) {
      firstLimit = w.errors
        ? `errors: ${[...w.errorKinds].map(([k, n]) => `${k} ×${n}`).join(", ")}`
        : `p99 of reads ${p99.toFixed(0)} ms > ${TARGET_MS} ms`;
      break;
    }
    served = size;
  }
  console.log(
    served
      ? `one instance serves ${served} active learners (${served * 10} signed-in learners at 1 in 10 active), measured under load on a shared machine`
      : `fewer than ${START} active learners held the target`,
  );
  if (firstLimit) console.log(`gave out first at the next step: ${firstLimit}`);
  else console.log(`the target held up to BENCH_MAX_LEARNERS=${MAX}; raise it to find the limit`);
  console.log(`slowest routes over the run:\n  ${slowestRoutes(byRoute, 5).join("\n  ")}`);
  console.log(
    `server RSS at the end ${rssMiB(pid).toFixed(0)} MiB (peak ${rssMiB(pid, "VmHWM").toFixed(0)} MiB)`,
  );
} finally {
  stopping = true;
  await Promise.race([Promise.all(running), sleep(15_000)]);
  brainy.stop();
  if (adminUrl) {
    await sleep(500);
    await database("drop", dbName);
  }
}
