import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../src/plugins/errors.ts";
import { startServer } from "../server-processes.ts";
import { type Answer, blockIndexes, call, readStream, registerWithPlan } from "./client.ts";
import { type Cluster, startCluster } from "./harness.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests from `workers` loops, one every `pauseMs` each, until stopped; every answer is kept. */
function startLoad(send: (n: number) => Promise<Answer>, workers = 2, pauseMs = 50) {
  const answers: (Answer & { at: number })[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const at = Date.now();
      try {
        answers.push({ ...(await send(n++)), at });
      } catch (error) {
        answers.push({ status: 0, body: String(error), servedBy: null, headers: new Headers(), at });
      }
      await sleep(pauseMs);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

describe("faults in a cluster of two instances behind HAProxy", () => {
  let cluster: Cluster;
  let base: string;
  beforeAll(async () => {
    cluster = await startCluster(startServer);
    base = cluster.balancer.url;
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it("keeps answering while Redis restarts: the request limits fail open with a log line, then count again", async () => {
    const learner = await registerWithPlan(base, "fault-redis");
    const routes = ["/api/user", "/api/goals", "/api/dashboard", "/api/learningplan/optimized-data"];
    const load = startLoad((n) => call(base, "GET", routes[n % routes.length]!, { token: learner.token }));
    await sleep(1000);
    cluster.redis.stop();
    await sleep(3000);
    await cluster.redis.start();
    await sleep(1500);
    const answers = await load.stop();
    const outage = answers.filter((a) => a.status !== 200);
    expect(outage.map((a) => `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`)).toEqual([]);
    expect(answers.length).toBeGreaterThan(50);
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(["a", "b"]));
    for (const instance of [cluster.a, cluster.b]) {
      expect(instance.output()).toContain("rate limit store (redis) unavailable");
    }
    // Back in Redis: one count for both instances again.
    const remaining = async () => {
      const first = await call(base, "GET", "/api/notes", { token: learner.token, pin: "a" });
      const second = await call(base, "GET", "/api/notes", { token: learner.token, pin: "b" });
      return [first, second].map((a) => Number(a.headers.get("ratelimit-remaining")));
    };
    let counts = await remaining();
    for (let i = 0; i < 20 && counts[1] !== counts[0]! - 1; i++) {
      await sleep(500);
      counts = await remaining();
    }
    expect(counts[1]).toBe(counts[0]! - 1);
  });

  it("answers 503 with a clear message while PostgreSQL is stopped for 10 s, loses nothing acknowledged and resumes without a restart", async () => {
    const learner = await registerWithPlan(base, "fault-pg");
    const pids = [cluster.a.child.pid, cluster.b.child.pid];
    const load = startLoad(
      () =>
        call(base, "POST", "/api/pomodoro/session", {
          token: learner.token,
          body: { completedAt: new Date().toISOString(), duration: 1500 },
        }),
      2,
      100,
    );
    await sleep(1000);
    const stoppedAt = Date.now();
    cluster.postgres.stop();
    await sleep(10_000);
    cluster.postgres.start();
    const startedAt = Date.now();
    // Service resumes on its own: wait for a run of acknowledged writes.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const recent = load.answers.filter((a) => a.at > startedAt).slice(-6);
      if (recent.length === 6 && recent.every((a) => a.status === 201)) break;
      await sleep(200);
    }
    const answers = await load.stop();
    const during = answers.filter((a) => a.at > stoppedAt + 1500 && a.at < startedAt);
    expect(during.length).toBeGreaterThan(20);
    const failed = answers.filter((a) => a.status !== 201);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((a) => `${a.status} ${a.body?.error}: ${a.body?.message}`))).toEqual(
      new Set([`503 SERVICE_UNAVAILABLE: ${DATABASE_UNAVAILABLE_MESSAGE}`]),
    );
    expect(failed.every((a) => a.headers.get("retry-after") === "5")).toBe(true);
    expect(answers.filter((a) => a.at > startedAt).at(-1)!.status).toBe(201);
    // The same processes: nothing was restarted.
    expect([cluster.a.child.pid, cluster.b.child.pid]).toEqual(pids);
    expect([cluster.a.child.exitCode, cluster.b.child.exitCode]).toEqual([null, null]);
    // Every acknowledged session is stored.
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body.id as string);
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const stored = await db.query("select id from pomodoro_sessions where id = any($1::uuid[])", [
        acknowledged,
      ]);
      expect(stored.rows.length).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
    const reads = await Promise.all(
      ["a", "b"].map((pin) => call(base, "GET", "/api/dashboard", { token: learner.token, pin: pin as "a" })),
    );
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
  }, 90_000);

  it("kill -9 of the instance writing a lesson: the reconnect reaches the other, which takes over once the heartbeat expires, every block once", async () => {
    const learner = await registerWithPlan(base, "fault-kill");
    const lessonId = learner.lessonIds[0]!;
    const url = `${base}/api/lessons/${lessonId}/content-stream`;
    const first = await readStream(url, {
      token: learner.token,
      pin: "a",
      onEvent: (event) => {
        if (event.event === "block" && event.data.index === 1) cluster.a.child.kill("SIGKILL");
      },
    });
    expect(first.servedBy).toBe("a");
    expect(first.broken).toBe(true);
    const seenBefore = blockIndexes(first.events);
    expect(seenBefore.slice(0, 2)).toEqual([0, 1]);

    // The page reconnects through the balancer, which can only reach B now.
    const second = await readStream(url, { token: learner.token });
    expect(second.servedBy).toBe("b");
    expect(second.events.at(-1)?.event).toBe("done");
    const blocks = second.events.filter((e) => e.event === "block");
    const n = blocks.length;
    expect(n).toBeGreaterThan(3);
    expect(blockIndexes(second.events)).toEqual(Array.from({ length: n }, (_, i) => i));
    // The blocks A had sent are the ones B wrote again, and the stored lesson is the stream.
    expect(first.events.filter((e) => e.event === "block").map((e) => e.data.block)).toEqual(
      blocks.slice(0, seenBefore.length).map((e) => e.data.block),
    );
    const lesson = await call(base, "GET", `/api/lessons/${lessonId}`, { token: learner.token });
    expect(lesson.body.generationStatus).toBe("ready");
    expect(lesson.body.content.blocks).toEqual(blocks.map((e) => e.data.block));

    await cluster.restart("a");
    const back = await call(base, "GET", "/api/health", { pin: "a" });
    expect(back.status).toBe(200);
  }, 120_000);
});
