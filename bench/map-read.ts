// The knowledge map read (GET /api/learner-model/goals/{id}/concepts, issue 37's 'What you know')
// beside a Fastify hello-world, each server in a process of its own and the load from this one:
// req/s, p50/p99, server CPU per request, and the ratios. Target: the map within 3x of hello-world.
// `npm run bench:map-read -w bench` (PGlite); with DATABASE_URL set, on PostgreSQL.
import { spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { cpuSeconds, freePort, startBrainy } from "./lib/brainy-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

type Figures = { rps: number; p50: number; p99: number; cpuUs: number; failed: number };

async function load(url: string, pid: number, headers: Record<string, string> = {}): Promise<Figures> {
  // The previous run's connections closed first, so that each figure is its own server's.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const used = cpuSeconds(pid) - before;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (used * 1e6) / Math.max(1, result.requests.total),
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const line = (label: string, f: Figures) =>
  console.log(
    `${label.padEnd(40)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  CPU/req ${f.cpuUs.toFixed(0).padStart(4)} µs${f.failed ? `  failed ${f.failed}` : ""}`,
  );

/** The hello-world in its own process; answers its address once it listens. */
async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lib/hello-world-server.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`hello-world exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

/** A learner with a planned goal, its first lesson written and corrections on three concepts. */
async function learnerWithMap(base: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of each answer
  type Answer = any;
  const send = async (
    method: string,
    url: string,
    body?: unknown,
    auth: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body === undefined ? auth : { ...auth, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return res.json();
  };
  const { token } = await send("POST", "/api/auth/register", {
    username: "mapbench",
    email: `map-bench-${Date.now()}@example.com`,
    password: "Str0ng!Passw0rd",
  });
  const auth = { authorization: `Bearer ${token}` };
  const course = (c: number) => ({
    title: `Course ${c}`,
    description: "d",
    complexityLevel: 1,
    desiredDuration: 10,
    realisticDuration: 12,
    tags: ["python"],
  });
  const goal = await send(
    "POST",
    "/api/goals/with-plan",
    { description: "Learn Python for data analysis", courses: [course(1), course(2)] },
    auth,
  );
  const current = await send("GET", "/api/lessons/currentLesson", undefined, auth);
  await send("POST", `/api/lessons/${current.id}/generate-content`, undefined, auth);
  // The lesson's assessment written too (its cards, illustration and concepts meanwhile), as in
  // throughput.ts: the background work a written lesson starts, done before the reads are timed.
  let assessment = await send("POST", `/api/lessons/${current.id}/assessment`, undefined, auth);
  for (let i = 0; assessment.status === "generating" && i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    assessment = await send("GET", `/api/assessments/lesson/${current.id}`, undefined, auth);
  }
  const map = await send("GET", `/api/learner-model/goals/${goal.id}/concepts`, undefined, auth);
  for (const [i, concept] of map.concepts.slice(0, 3).entries())
    await send(
      "POST",
      `/api/learner-model/concepts/${concept.id}/self-report`,
      { says: i % 2 ? "unknown" : "known" },
      auth,
    );
  return { auth, url: `${base}/api/learner-model/goals/${goal.id}/concepts`, concepts: map.concepts.length };
}

/**
 * Waits until the server has been idle for 5 s in a row (under 30 ms of CPU a second; 1 minute at
 * most): the lesson written and the corrections start background work (the next lessons, cards)
 * whose writes would make every map read fresh; the figure wanted is the kept read a learner's
 * screens make. (The demo AI waits between steps, so one idle second is not enough.)
 */
async function settled(pid: number): Promise<number> {
  const started = performance.now();
  let idle = 0;
  for (let i = 0; i < 60 && idle < 5; i++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    idle = cpuSeconds(pid) - before < 0.03 ? idle + 1 : 0;
  }
  return (performance.now() - started) / 1000;
}

const hello = await startHelloWorld();
const brainy = await startBrainy();
try {
  const { auth, url, concepts } = await learnerWithMap(brainy.base);
  const waited = await settled(brainy.child.pid!);
  // Both warmed up first (not shown), so that neither figure includes compiling their code.
  await autocannon({ url: hello.base, connections: CONNECTIONS, duration: 2 });
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: auth });
  console.log(
    `Knowledge map read vs hello-world, each in its own process (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${concepts} concepts; ${CONNECTIONS} connections, ${SECONDS} s each; background work settled in ${waited.toFixed(0)} s)`,
  );
  const reference = await load(hello.base, hello.child.pid!);
  line("Fastify hello-world (own process)", reference);
  const map = await load(url, brainy.child.pid!, auth);
  line("GET /api/learner-model/goals/{id}/concepts", map);
  const ratio = reference.rps / map.rps;
  console.log(
    `hello-world / map: ${ratio.toFixed(2)}x req/s, ${(map.cpuUs / reference.cpuUs).toFixed(2)}x CPU per request (target ≤ 3x: ${ratio <= 3 ? "met" : "not met"})`,
  );
} finally {
  brainy.stop();
  hello.stop();
}
