// A soak of the scaled-out deployment: the cluster suite's (apps/server/test/cluster/harness.ts:
// HAProxy in front of two built instances, a private PostgreSQL and Redis, the fake S3 and Stripe,
// the demo AI writing at 150 ms a step) under a realistic mix from simulated learners, each a
// browser-like client going through the balancer with think time between actions: the screens'
// reads, lesson streams, chat streams, notes, focus sessions and assessments, a fifth of them Pro.
// Prints per window: requests, errors, refusals by plan rules, p50/p99 of the JSON calls, streams,
// the RSS of each instance and PostgreSQL's connections; at the end the growth of memory and what
// was lost or duplicated, checked in the database against what the server acknowledged.
// Not in CI. Needs haproxy, redis-server and PostgreSQL's server programs.
//   npm run bench:soak -w bench                                  (30 minutes, 300 learners)
//   npm run bench:soak -w bench -- --minutes 3 --window 1 --learners 100
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { blockIndexes, call, readStream, registerWithPlan } from "../apps/server/test/cluster/client.ts";
import { type Cluster, startCluster } from "../apps/server/test/cluster/harness.ts";
import { builtInstanceStarter } from "./cluster-instances.ts";

const { values: flags } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    window: { type: "string", default: "5" },
    learners: { type: "string", default: "300" },
    "think-ms": { type: "string", default: "4000" },
  },
});
const MINUTES = Number(flags.minutes);
const WINDOW_MS = Number(flags.window) * 60_000;
const LEARNERS = Number(flags.learners);
/** Mean pause between one learner's actions (uniform from half to one and a half times it). */
const THINK_MS = Number(flags["think-ms"]);

type Learner = {
  name: string;
  token: string;
  userId: string;
  pro: boolean;
  lessonIds: string[];
  /** Index in lessonIds of the next lesson to open; past the end: none left (or refused). */
  next: number;
  written: string[];
  passed: Set<string>;
  /** Notes the server acknowledged (201), by title, with their id. */
  notes: Map<string, string>;
  /** Creates whose answer was an error or never came: stored or not, both are fine. */
  notesInDoubt: Set<string>;
  focusAcked: number;
  focusInDoubt: number;
  chatsAcked: string[];
  chatsInDoubt: Set<string>;
  seq: number;
};

type Window = {
  requests: number;
  errors: number;
  refused: number;
  latencies: number[];
  streams: number;
  brokenStreams: number;
  kinds: Map<string, number>;
};

const newWindow = (): Window => ({
  requests: 0,
  errors: 0,
  refused: 0,
  latencies: [],
  streams: 0,
  brokenStreams: 0,
  kinds: new Map(),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

const cluster: Cluster = await startCluster(builtInstanceStarter(), {
  // Every learner comes from 127.0.0.1 through the balancer: one address, so its limit is lifted.
  RATE_LIMIT_PER_MINUTE: "100000000",
  LOG_LEVEL: "error",
});
const db = new pg.Client({ connectionString: cluster.databaseUrl });
try {
  const base = cluster.balancer.url;
  await db.connect();

  let current = newWindow();
  const note = (kind: string) => current.kinds.set(kind, (current.kinds.get(kind) ?? 0) + 1);

  /** A JSON call through the balancer, counted in the current window. */
  async function json(learner: Learner, method: string, path: string, body?: unknown) {
    const started = performance.now();
    current.requests++;
    try {
      const answer = await call(base, method, path, { token: learner.token, body });
      current.latencies.push(performance.now() - started);
      if (answer.status === 402 || answer.status === 429) {
        current.refused++;
        note(`${answer.status} ${answer.body?.error ?? ""}`);
      } else if (answer.status >= 400) {
        current.errors++;
        // The server's error code, or the start of another answer (the balancer's own 503 page).
        const what =
          typeof answer.body === "string"
            ? answer.body.replace(/\s+/g, " ").slice(0, 60)
            : answer.body?.error;
        note(`${method} ${path.replace(/[0-9a-f-]{36}/g, ":id")} ${answer.status} ${what}`);
      }
      return answer;
    } catch (error) {
      current.errors++;
      note(`${method} ${path.replace(/[0-9a-f-]{36}/g, ":id")} ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Stream checks: block indexes each once and in order, per stream. */
  const streamFaults = { duplicatedBlocks: 0, outOfOrder: 0 };
  /** Lessons whose stream ended `done`: how many blocks the learner was sent. */
  const streamedBlocks = new Map<string, number>();

  async function openLesson(learner: Learner) {
    const lessonId = learner.lessonIds[learner.next];
    if (!lessonId) return readScreen(learner);
    current.requests++;
    current.streams++;
    const stream = await readStream(`${base}/api/lessons/${lessonId}/content-stream`, {
      token: learner.token,
    }).catch(() => undefined);
    if (!stream) {
      current.errors++;
      current.brokenStreams++;
      note("lesson stream: no connection");
      return;
    }
    if (stream.status === 402 || stream.status === 429) {
      current.refused++;
      note(`lesson stream ${stream.status}`);
      learner.next = Number.POSITIVE_INFINITY; // a Free learner reads what they have
      return;
    }
    if (stream.status !== 200 || stream.broken || stream.events.at(-1)?.event !== "done") {
      current.errors++;
      current.brokenStreams++;
      note(
        `lesson stream ${stream.status}${stream.broken ? " broken" : ""} ${stream.events.at(-1)?.event ?? ""}`,
      );
      return;
    }
    const indexes = blockIndexes(stream.events);
    if (new Set(indexes).size !== indexes.length) streamFaults.duplicatedBlocks++;
    if (indexes.some((index, i) => index !== i)) streamFaults.outOfOrder++;
    streamedBlocks.set(lessonId, indexes.length);
    learner.written.push(lessonId);
    learner.next++;
  }

  async function chat(learner: Learner) {
    const message = `Soak question ${learner.name} ${learner.seq++}: what does a loop do?`;
    current.requests++;
    current.streams++;
    const lessonId = learner.written.at(-1);
    const stream = await readStream(`${base}/api/chat`, {
      token: learner.token,
      body: lessonId ? { message, lessonId } : { message },
    }).catch(() => undefined);
    if (stream?.status === 402 || stream?.status === 429) {
      current.refused++;
      note(`chat ${stream.status}`);
      return;
    }
    if (stream?.status !== 200 || stream.broken || stream.events.at(-1)?.event !== "done") {
      current.errors++;
      current.brokenStreams++;
      learner.chatsInDoubt.add(message);
      note(`chat ${stream?.status ?? "no connection"}${stream?.broken ? " broken" : ""}`);
      return;
    }
    learner.chatsAcked.push(message);
  }

  async function writeNote(learner: Learner) {
    const existing = [...learner.notes.entries()];
    if (existing.length > 0 && Math.random() < 0.3) {
      const [title, id] = pick(existing);
      await json(learner, "PUT", `/api/notes/${id}`, {
        title,
        content: `Edited at ${new Date().toISOString()}: loops repeat a block while a condition holds.`,
        tags: ["soak"],
      });
      return;
    }
    const title = `Soak note ${learner.name} ${learner.seq++}`;
    const answer = await json(learner, "POST", "/api/notes", {
      title,
      content: `Loops, [[Soak note ${learner.name} 0]] and #python: written during the soak.`,
      tags: ["soak"],
    });
    if (answer?.status === 201) learner.notes.set(title, answer.body.id);
    else learner.notesInDoubt.add(title);
  }

  async function focus(learner: Learner) {
    const answer = await json(learner, "POST", "/api/pomodoro/session", {
      completedAt: new Date().toISOString(),
      duration: 60,
      notes: "soak",
    });
    if (answer?.status === 201) learner.focusAcked++;
    else learner.focusInDoubt++;
  }

  /** The lesson's assessment: prepared, then answered right (from the stored key, as one who knows). */
  async function assess(learner: Learner) {
    const lessonId = learner.written.find((id) => !learner.passed.has(id));
    if (!lessonId) return readScreen(learner);
    const prepared = await json(learner, "POST", `/api/lessons/${lessonId}/assessment`);
    if (prepared?.status !== 200) return;
    let assessment = prepared.body;
    for (let i = 0; assessment.status === "generating" && i < 60; i++) {
      await sleep(500);
      assessment = (await json(learner, "GET", `/api/assessments/lesson/${lessonId}`))?.body ?? assessment;
    }
    if (assessment.status !== "ready") {
      current.errors++;
      note(`assessment not ready: ${assessment.status}`);
      return;
    }
    const key = await db.query("select questions from lesson_assessments where id = $1", [assessment.id]);
    const answers = (
      key.rows[0].questions as {
        kind: string;
        options: string[];
        correctIndex: number;
        modelAnswer: string;
      }[]
    ).map((q) => (q.kind === "choice" ? q.options[q.correctIndex]! : q.modelAnswer));
    const submitted = await json(learner, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers,
    });
    if (submitted?.status === 200 && submitted.body.result?.passed) learner.passed.add(lessonId);
  }

  const READS = [
    "/api/user",
    "/api/goals",
    "/api/learningplan/optimized-data",
    "/api/lessons/currentLesson",
    "/api/dashboard",
    "/api/notes",
    "/api/chat/history",
    "/api/pomodoro/settings",
    "/api/review/queue",
  ];

  async function readScreen(learner: Learner) {
    const lessonId = learner.written.length > 0 ? pick(learner.written) : undefined;
    const path = lessonId && Math.random() < 0.25 ? `/api/lessons/${lessonId}` : pick(READS);
    await json(learner, "GET", path);
  }

  /** One action, weighted as a learner's session goes: mostly screens, some writing and streams. */
  async function act(learner: Learner) {
    const roll = Math.random();
    if (roll < 0.6) return readScreen(learner);
    if (roll < 0.7) return writeNote(learner);
    if (roll < 0.76) return focus(learner);
    if (roll < 0.84) return chat(learner);
    if (roll < 0.93) return openLesson(learner);
    return assess(learner);
  }

  // Sign-up: each learner registers and plans a goal as the screens do; a fifth become Pro.
  console.log(
    `Soak: ${LEARNERS} learners, ${MINUTES} min, windows of ${WINDOW_MS / 60_000} min, through ${base}`,
  );
  const learners: Learner[] = [];
  const signUpStarted = performance.now();
  const stamp = Date.now().toString(36);
  for (let batch = 0; batch < LEARNERS; batch += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, LEARNERS - batch) }, async (_, i) => {
        const name = `soak${stamp}x${batch + i}`;
        const registered = await registerWithPlan(base, name);
        return {
          name,
          token: registered.token,
          userId: registered.userId,
          pro: (batch + i) % 5 === 0,
          lessonIds: registered.lessonIds,
          next: 0,
          written: [],
          passed: new Set<string>(),
          notes: new Map<string, string>(),
          notesInDoubt: new Set<string>(),
          focusAcked: 0,
          focusInDoubt: 0,
          chatsAcked: [],
          chatsInDoubt: new Set<string>(),
          seq: 0,
        } satisfies Learner;
      }),
    );
    learners.push(...made);
  }
  const pros = learners.filter((l) => l.pro).map((l) => l.userId);
  await db.query(
    "insert into subscriptions (user_id, tier, status) select unnest($1::uuid[]), 'pro', 'active'",
    [pros],
  );
  console.log(
    `signed up in ${((performance.now() - signUpStarted) / 1000).toFixed(0)} s (${pros.length} Pro)`,
  );

  const rssMiB = (pid: number | undefined) => {
    if (!pid) return 0;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      return match ? Number(match[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const memory = () => ({ a: rssMiB(cluster.a.child.pid), b: rssMiB(cluster.b.child.pid) });
  const pgConnections = async () =>
    (await db.query("select count(*)::int as n from pg_stat_activity where datname = 'brainy'")).rows[0]
      .n as number;

  const idleBefore = memory();
  const rows: string[] = [];
  const header = `${"window".padEnd(9)}${"requests".padStart(9)}${"errors".padStart(8)}${"refused".padStart(9)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"streams".padStart(9)}${"broken".padStart(8)}${"RSS A MiB".padStart(11)}${"RSS B MiB".padStart(11)}${"PG conns".padStart(10)}`;
  console.log(header);
  let windowIndex = 0;
  const endAt = Date.now() + MINUTES * 60_000;
  let firstWindowMemory: { a: number; b: number } | undefined;
  const allKinds = new Map<string, number>();
  const closeWindow = async () => {
    const w = current;
    current = newWindow();
    const mem = memory();
    firstWindowMemory ??= mem;
    const from = windowIndex * (WINDOW_MS / 60_000);
    windowIndex++;
    // The last row holds the actions still running when the time was up: "drain".
    const label = Date.now() > endAt + 1000 ? "drain" : `${from}-${from + WINDOW_MS / 60_000}`;
    const row = `${label.padEnd(9)}${String(w.requests).padStart(9)}${String(w.errors).padStart(8)}${String(w.refused).padStart(9)}${percentile(w.latencies, 50).toFixed(1).padStart(8)}${percentile(w.latencies, 99).toFixed(1).padStart(8)}${String(w.streams).padStart(9)}${String(w.brokenStreams).padStart(8)}${mem.a.toFixed(0).padStart(11)}${mem.b.toFixed(0).padStart(11)}${String(await pgConnections()).padStart(10)}`;
    rows.push(row);
    console.log(row);
    for (const [kind, n] of w.kinds) allKinds.set(kind, (allKinds.get(kind) ?? 0) + n);
  };

  const windowTimer = setInterval(() => void closeWindow(), WINDOW_MS);
  await Promise.all(
    learners.map(async (learner, i) => {
      // Arrivals spread over the first minute.
      await sleep((i / learners.length) * Math.min(60_000, MINUTES * 30_000));
      while (Date.now() < endAt) {
        await act(learner);
        await sleep(THINK_MS * (0.5 + Math.random()));
      }
    }),
  );
  clearInterval(windowTimer);
  if (current.requests > 0) await closeWindow();

  // Ten quiet seconds, then what the instances hold.
  await sleep(10_000);
  const after = memory();

  // Lost and duplicated, in the database, against what the server acknowledged.
  const ids = learners.map((l) => l.userId);
  const noteRows = await db.query(
    "select user_id, title, count(*)::int as n from notes where user_id = any($1::uuid[]) group by 1, 2",
    [ids],
  );
  const chatRows = await db.query(
    "select user_id, content, count(*)::int as n from chat_messages where role = 'user' and user_id = any($1::uuid[]) group by 1, 2",
    [ids],
  );
  const focusRows = await db.query(
    "select user_id, count(*)::int as n from pomodoro_sessions where user_id = any($1::uuid[]) group by 1",
    [ids],
  );
  const lessonRows = await db.query(
    "select id, user_id, is_completed, generation_status, jsonb_array_length(content->'blocks') as blocks from lessons where user_id = any($1::uuid[])",
    [ids],
  );
  const faults = { lost: 0, duplicated: 0, storedUnacknowledged: 0 };
  const counted = (rows: { user_id: string; n: number }[], key: (r: never) => string) =>
    new Map(rows.map((r) => [`${r.user_id} ${key(r as never)}`, r.n]));
  const notesStored = counted(noteRows.rows, (r: { title: string }) => r.title);
  const chatsStored = counted(chatRows.rows, (r: { content: string }) => r.content);
  const focusStored = new Map(focusRows.rows.map((r) => [r.user_id as string, r.n as number]));
  const lessonsStored = new Map(lessonRows.rows.map((r) => [r.id as string, r]));
  const detail: string[] = [];
  const fault = (kind: "lost" | "duplicated", line: string) => {
    faults[kind]++;
    detail.push(line);
  };
  for (const learner of learners) {
    for (const title of learner.notes.keys()) {
      const n = notesStored.get(`${learner.userId} ${title}`) ?? 0;
      if (n === 0) fault("lost", `note lost: ${title}`);
      if (n > 1) fault("duplicated", `note ×${n}: ${title}`);
    }
    for (const title of learner.notesInDoubt)
      if ((notesStored.get(`${learner.userId} ${title}`) ?? 0) > 0) faults.storedUnacknowledged++;
    for (const message of learner.chatsAcked) {
      const n = chatsStored.get(`${learner.userId} ${message}`) ?? 0;
      if (n === 0) fault("lost", `chat lost: ${message}`);
      if (n > 1) fault("duplicated", `chat ×${n}: ${message}`);
    }
    const focusN = focusStored.get(learner.userId) ?? 0;
    if (focusN < learner.focusAcked) faults.lost += learner.focusAcked - focusN;
    if (focusN > learner.focusAcked + learner.focusInDoubt)
      faults.duplicated += focusN - learner.focusAcked - learner.focusInDoubt;
    for (const lessonId of learner.written) {
      const row = lessonsStored.get(lessonId);
      if (row?.generation_status !== "ready" || row.blocks !== streamedBlocks.get(lessonId))
        fault(
          "lost",
          `lesson ${lessonId}: ${row?.generation_status} ${row?.blocks} blocks stored, ${streamedBlocks.get(lessonId)} streamed`,
        );
    }
    for (const lessonId of learner.passed)
      if (!lessonsStored.get(lessonId)?.is_completed) fault("lost", `pass lost: ${lessonId}`);
  }
  faults.duplicated += streamFaults.duplicatedBlocks + streamFaults.outOfOrder;

  const totals = {
    notes: learners.reduce((n, l) => n + l.notes.size, 0),
    chats: learners.reduce((n, l) => n + l.chatsAcked.length, 0),
    focus: learners.reduce((n, l) => n + l.focusAcked, 0),
    lessons: learners.reduce((n, l) => n + l.written.length, 0),
    passes: learners.reduce((n, l) => n + l.passed.size, 0),
  };
  console.log(
    `\nacknowledged and checked: ${totals.notes} notes, ${totals.chats} chat messages, ${totals.focus} focus sessions, ${totals.lessons} lessons streamed, ${totals.passes} assessments passed`,
  );
  console.log(
    `lost ${faults.lost}, duplicated ${faults.duplicated} (streams: ${streamFaults.duplicatedBlocks} with a block twice, ${streamFaults.outOfOrder} out of order); stored though the answer was an error: ${faults.storedUnacknowledged}`,
  );
  for (const line of detail.slice(0, 20)) console.log(`  ${line}`);
  const growth = (name: "a" | "b") =>
    `${name.toUpperCase()} ${idleBefore[name].toFixed(0)} MiB idle before → ${firstWindowMemory?.[name].toFixed(0)} after the first window → ${after[name].toFixed(0)} 10 s after the load (${(after[name] - (firstWindowMemory?.[name] ?? 0)).toFixed(0)} MiB since the first window)`;
  console.log(`memory: ${growth("a")}; ${growth("b")}`);
  if (allKinds.size > 0) {
    console.log("errors and refusals by kind:");
    for (const [kind, n] of [...allKinds].sort((x, y) => y[1] - x[1]))
      console.log(`  ${String(n).padStart(6)}  ${kind}`);
  }
} finally {
  await db.end().catch(() => {});
  await cluster.stop();
}
process.exit(0);
