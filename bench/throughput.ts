// API throughput next to a plain Fastify hello-world measured in the same run, 100 connections.
// `npm run bench:throughput -w bench` (PGlite); with DATABASE_URL set, on PostgreSQL.
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { cpuSeconds, rssMiB, startBrainy } from "./lib/brainy-process.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Result = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU per answered request in µs: the server's, and PostgreSQL's backends' (when measured). */
  cpu?: { server: number; database?: number };
};

/**
 * The CPU used by the server and by its PostgreSQL backends (this machine only), read before and
 * after each run: a figure that depends less than req/s on what else the shared cores run.
 */
const cpuProbe: { server?: number; database?: pg.Client; databaseName?: string } = {};
async function cpuSnapshot(): Promise<{ server: number; backends: Map<number, number> }> {
  const backends = new Map<number, number>();
  if (cpuProbe.database) {
    const { rows } = await cpuProbe.database.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [cpuProbe.databaseName],
    );
    for (const { pid } of rows) backends.set(pid, cpuSeconds(pid));
  }
  return { server: cpuProbe.server ? cpuSeconds(cpuProbe.server) : 0, backends };
}

/** Extra autocannon options: a request sequence each connection repeats, per-connection set-up. */
type LoadOptions = Pick<autocannon.Options, "requests" | "setupClient">;

async function load(
  url: string,
  headers: Record<string, string> = {},
  options: LoadOptions = {},
): Promise<Result> {
  // Let the previous run's connections and requests finish first, so that each figure is its own route's.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = await cpuSnapshot();
  const result = await autocannon({ url, connections: 100, duration: SECONDS, headers, ...options });
  const after = await cpuSnapshot();
  const answered = result.requests.total;
  let database = 0;
  // Backends started during the run count from zero; one that ended during it is missed.
  for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0);
  const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, answered);
  return {
    cpu: cpuProbe.server
      ? {
          server: perRequest(after.server - before.server),
          ...(cpuProbe.database ? { database: perRequest(database) } : {}),
        }
      : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const show = (label: string, r: Result, reference?: Result) =>
  console.log(
    `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ""}${reference ? `  (hello-world / this = ${(reference.rps / r.rps).toFixed(1)}x)` : ""}${r.cpu ? `  CPU/req: server ${r.cpu.server.toFixed(0)} µs${r.cpu.database === undefined ? "" : `, PostgreSQL ${r.cpu.database.toFixed(0)} µs`}` : ""}`,
  );

const hello = Fastify();
hello.get("/", async () => ({ hello: "world" }));
const helloBase = await hello.listen({ port: 0, host: "127.0.0.1" });
// Both servers warmed up first (not shown), so that neither figure includes compiling their code.
await autocannon({ url: helloBase, connections: 100, duration: 2 });
const reference = await load(helloBase);
show("Fastify hello-world", reference);

/** Registers a learner with a two-course goal; answers their Authorization header. */
async function learnerWithGoal(base: string, n: number): Promise<Record<string, string>> {
  const register = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: `bench${n}`,
      email: `bench${n}-${Date.now()}@example.com`,
      password: "Str0ng!Passw0rd",
    }),
  });
  const { token } = (await register.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  await fetch(`${base}/api/goals/with-plan`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      description: "Learn Python for data analysis",
      courses: [1, 2].map((c) => ({
        title: `Course ${c}`,
        description: "d",
        complexityLevel: 1,
        desiredDuration: 10,
        realisticDuration: 12,
        tags: ["python"],
      })),
    }),
  });
  return auth;
}

/** Makes the learner's first lesson written, with its assessment, a note, a chat answer and a focus session. */
async function learnerHasStudied(base: string, auth: Record<string, string>) {
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body === undefined ? auth : { ...auth, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
    return text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text;
  };
  const current = await send("GET", "/api/lessons/currentLesson");
  const lessonId = current.id as string;
  await send("POST", `/api/lessons/${lessonId}/generate-content`);
  let assessment = await send("POST", `/api/lessons/${lessonId}/assessment`);
  for (let i = 0; assessment.status === "generating" && i < 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    assessment = await send("GET", `/api/assessments/lesson/${lessonId}`);
  }
  await send("POST", "/api/notes", {
    title: "Loops",
    content: "A loop repeats. [[Functions]] #python",
    lessonId,
  });
  await send("POST", "/api/chat", { message: "What does a loop do?", lessonId });
  await send("POST", "/api/pomodoro/session", { completedAt: new Date().toISOString(), duration: 1500 });
  const goal = await send("GET", "/api/goals/active");
  // Something the learner model knows: a correction on one of the goal's concepts (issue 37).
  const concepts = await send("GET", `/api/learner-model/goals/${goal.id}/concepts`);
  await send("POST", `/api/learner-model/concepts/${concepts.concepts[0].id}/self-report`, { says: "known" });
  await send("POST", "/api/sources/text", {
    title: "Loops in Python",
    text: "# Loops\n\nA for loop repeats a block once per item of a sequence. A while loop repeats while its condition holds.",
  });
  return { lessonId, goalId: goal.id as string };
}

// Behind one proxy: the client's address is the last X-Forwarded-For hop (one run sends them).
const brainy = await startBrainy({ TRUST_PROXY: "1" });
cpuProbe.server = brainy.child.pid;
if (process.env.DATABASE_URL) {
  cpuProbe.database = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await cpuProbe.database.connect();
  cpuProbe.databaseName = new URL(process.env.DATABASE_URL).pathname.slice(1);
}
try {
  const auth = await learnerWithGoal(brainy.base, 0);
  console.log(
    `Brainy first answer on a new DATA_DIR: ${(brainy.firstAnswerMs / 1000).toFixed(2)} s; idle RSS: ${rssMiB(brainy.child.pid!).toFixed(0)} MiB (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
  );
  for (const route of ["/api/health", "/api/user"])
    await autocannon({ url: `${brainy.base}${route}`, connections: 100, duration: 2, headers: auth });
  show("GET /api/health", await load(`${brainy.base}/api/health`), reference);
  // Every read a signed-in screen makes, for a learner who has studied: a lesson written with its
  // assessment, a note, a chat answer, a focus session (BENCH_READS=/api/user,/api/goals picks some).
  const { lessonId, goalId } = await learnerHasStudied(brainy.base, auth);
  const screens = [
    "/api/user",
    "/api/goals",
    "/api/goals/active",
    "/api/learningplan/optimized-data",
    "/api/dashboard",
    "/api/lessons/currentLesson",
    `/api/lessons/${lessonId}`,
    `/api/assessments/lesson/${lessonId}`,
    "/api/notes",
    "/api/notes/connections",
    "/api/chat/history?take=30",
    "/api/pomodoro/settings",
    "/api/subscriptions/status",
    "/api/review/queue",
    "/api/review/cards",
    "/api/review/settings",
    "/api/review/mastery",
    `/api/learner-model/goals/${goalId}/concepts`,
    "/api/learner-model/weakest",
    `/api/goals/${goalId}/plan?tz=Europe/Berlin`,
    `/api/goals/${goalId}/sources`,
    "/api/sources",
  ];
  const only = process.env.BENCH_READS?.split(",");
  for (const route of screens.filter((r) => !only || only.some((o) => r.startsWith(o)))) {
    show(
      `GET ${route.replace(/[0-9a-f-]{36}/g, "{id}")} (signed in)`,
      await load(`${brainy.base}${route}`, auth),
      reference,
    );
  }
  // The same read from 100 client addresses (one per connection, through a proxy): the request
  // rate limit then counts 100 clients instead of one.
  let address = 0;
  show(
    "GET /api/user (100 client addresses)",
    await load(
      brainy.base,
      {},
      {
        setupClient: (client) => {
          const n = address++;
          const forwardedFor = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
          client.setRequests([
            { method: "GET", path: "/api/user", headers: { ...auth, "x-forwarded-for": forwardedFor } },
          ]);
        },
      },
    ),
    reference,
  );
  // A write every screen's settings make: the profile (one UPDATE).
  show(
    "PUT /api/user/profile (signed in)",
    await load(
      brainy.base,
      {},
      {
        requests: [
          {
            method: "PUT",
            path: "/api/user/profile",
            headers: { ...auth, "content-type": "application/json" },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ aboutYourself: `bench ${Math.random()}` }),
            }),
          },
        ],
      },
    ),
    reference,
  );
  // Closer to real use: many learners (each connection signed in as one of 50), and reads with writes
  // among them (every 10th request records a focus session, which changes what the dashboard shows).
  const learners = [auth];
  for (let n = 1; n < 50; n++) learners.push(await learnerWithGoal(brainy.base, n));
  let next = 0;
  /** Each connection signed in as the next of the learners, repeating `requests`. */
  const asLearners = (requests: autocannon.Request[]): LoadOptions => ({
    setupClient: (client) => {
      const learner = learners[next++ % learners.length]!;
      client.setRequests(
        requests.map((request) => ({ ...request, headers: { ...request.headers, ...learner } })),
      );
    },
  });
  const read = (path: string): autocannon.Request => ({ method: "GET", path });
  show(
    "GET /api/goals (50 learners)",
    await load(brainy.base, {}, asLearners([read("/api/goals")])),
    reference,
  );
  show(
    "GET /api/dashboard (50 learners)",
    await load(brainy.base, {}, asLearners([read("/api/dashboard")])),
    reference,
  );
  const focusSession: autocannon.Request = {
    method: "POST",
    path: "/api/pomodoro/session",
    headers: { "content-type": "application/json" },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ completedAt: new Date().toISOString(), duration: 1500 }),
    }),
  };
  show(
    "dashboard reads + 1 write in 10 (50 learners)",
    await load(
      brainy.base,
      {},
      asLearners([...Array.from({ length: 9 }, () => read("/api/dashboard")), focusSession]),
    ),
    reference,
  );
  console.log(
    `Brainy RSS after load: ${rssMiB(brainy.child.pid!).toFixed(0)} MiB (peak ${rssMiB(brainy.child.pid!, "VmHWM").toFixed(0)} MiB)`,
  );
  // Memory must not grow from one load to the next: five more rounds of the signed-in reads
  // (BENCH_RSS_ROUNDS), each followed by a few idle seconds, and the resident memory after each.
  const rounds = Number(process.env.BENCH_RSS_ROUNDS ?? 5);
  const afterRounds: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const route of ["/api/user", "/api/goals", "/api/learningplan/optimized-data", "/api/dashboard"])
      await autocannon({ url: `${brainy.base}${route}`, connections: 100, duration: 2, headers: auth });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    afterRounds.push(rssMiB(brainy.child.pid!).toFixed(0));
  }
  if (rounds > 0)
    console.log(`Brainy RSS after each of ${rounds} more load rounds: ${afterRounds.join(", ")} MiB`);
  // Once no request arrives for a whole check interval (10 s), the server gives the heap back
  // (apps/server/src/lib/idle-gc.ts).
  await new Promise((resolve) => setTimeout(resolve, 22_000));
  console.log(
    `Brainy RSS at rest again, 22 s after the last request: ${rssMiB(brainy.child.pid!).toFixed(0)} MiB`,
  );
} finally {
  await cpuProbe.database?.end();
  brainy.stop();
  await hello.close();
}
