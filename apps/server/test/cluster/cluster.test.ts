import pg from "pg";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../server-processes.ts";
import { blockIndexes, call, type Pin, readStream, registerWithPlan, type StreamEvent } from "./client.ts";
import { type Cluster, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, startCluster } from "./harness.ts";

/** Requests per client and route per minute in this suite: low enough to reach, shared in Redis. */
const RATE_LIMIT = 120;
const pins: Pin[] = ["a", "b"];

describe("two instances behind HAProxy, one PostgreSQL, Redis and S3", () => {
  let cluster: Cluster;
  let base: string;
  let db: pg.Client;
  beforeAll(async () => {
    cluster = await startCluster(startServer, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    base = cluster.balancer.url;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it("registers and plans through the balancer, answered by both instances in turn", async () => {
    const learner = await registerWithPlan(base, "cluster-plan");
    expect(learner.lessonIds.length).toBeGreaterThan(1);
    expect(new Set(learner.servedBy)).toEqual(new Set(["a", "b"]));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(base, "GET", "/api/goals", { token: learner.token })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(["a", "b"]));
  });

  it("streams a lesson written on A to a follower connected to B, every block once, as it is written", async () => {
    const learner = await registerWithPlan(base, "cluster-stream");
    const url = `${base}/api/lessons/${learner.lessonIds[0]}/content-stream`;
    let follower: ReturnType<typeof readStream> | undefined;
    const writer = await readStream(url, {
      token: learner.token,
      pin: "a",
      onEvent: (event) => {
        if (event.event === "block") follower ??= readStream(url, { token: learner.token, pin: "b" });
      },
    });
    const followed = await follower!;
    expect([writer.servedBy, followed.servedBy]).toEqual(["a", "b"]);
    const n = blockIndexes(writer.events).length;
    expect(n).toBeGreaterThan(3);
    const inOrder = Array.from({ length: n }, (_, i) => i);
    expect(blockIndexes(writer.events)).toEqual(inOrder);
    expect(blockIndexes(followed.events)).toEqual(inOrder);
    expect(writer.events.at(-1)!.event).toBe("done");
    expect(followed.events.at(-1)!.event).toBe("done");
    // B's follower saw blocks while A was still writing (150 ms a block), not all at the end.
    const doneOnA = writer.events.at(-1)!.at;
    const liveOnB = followed.events.filter((e: StreamEvent) => e.event === "block" && e.at < doneOnA - 300);
    expect(liveOnB.length).toBeGreaterThan(0);
    const stored = await db.query("select content from lessons where id = $1", [learner.lessonIds[0]]);
    expect(stored.rows[0].content.blocks).toEqual(
      writer.events.filter((e) => e.event === "block").map((e) => e.data.block),
    );
  });

  it("holds a Free learner's chat quota across instances under parallel requests", async () => {
    const learner = await registerWithPlan(base, "cluster-chat");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(base, "POST", "/api/chat", {
          token: learner.token,
          pin: pins[i % 2],
          body: { message: `What is a loop? (${i})` },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.body.error))).toEqual(new Set(["FREE_QUOTA_EXHAUSTED"]));
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(["a", "b"]));
    const saved = await db.query(
      "select count(*)::int as n from chat_messages where user_id = $1 and role = 'user'",
      [learner.userId],
    );
    expect(saved.rows[0].n).toBe(5);
  });

  it("holds the Free daily lesson across instances under parallel requests", async () => {
    const learner = await registerWithPlan(base, "cluster-daily");
    const lessons = learner.lessonIds.slice(0, 4);
    const answers = await Promise.all(
      lessons.map((id, i) =>
        call(base, "POST", `/api/lessons/${id}/generate-content`, { token: learner.token, pin: pins[i % 2] }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBe(lessons.length - 1);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error}`))).toEqual(
      new Set(["429 RATE_LIMIT_EXCEEDED"]),
    );
    const written = await db.query(
      "select count(*)::int as n from lessons where user_id = $1 and generation_status <> 'idle'",
      [learner.userId],
    );
    expect(written.rows[0].n).toBe(1);
  });

  it("shares request rate limits in Redis: alternating instances reach the limit at the shared count", async () => {
    const learner = await registerWithPlan(base, "cluster-limit");
    const statuses: { status: number; servedBy: string | null }[] = [];
    // In batches of 10, half to each instance: the count is one, whoever answers.
    for (let batch = 0; batch < (RATE_LIMIT + 20) / 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(base, "GET", "/api/notes", { token: learner.token, pin: pins[i % 2] }),
        ),
      );
      statuses.push(...answers);
    }
    expect(statuses.filter((a) => a.status === 200)).toHaveLength(RATE_LIMIT);
    const limited = statuses.filter((a) => a.status === 429);
    expect(limited).toHaveLength(20);
    expect(new Set(limited.map((a) => a.servedBy))).toEqual(new Set(["a", "b"]));
    // TRUST_PROXY=1 believes only the balancer's hop: a client writing its own X-Forwarded-For
    // does not get a fresh budget.
    const spoofed = await call(base, "GET", "/api/notes", {
      token: learner.token,
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("serves a cover image written by one instance from the other", async () => {
    const learner = await registerWithPlan(base, "cluster-cover");
    const drawn = await call(base, "POST", `/api/goals/${learner.goalId}/generate-image`, {
      token: learner.token,
      pin: "a",
    });
    expect(drawn.status).toBe(200);
    const imageUrl = drawn.body.imageUrl as string;
    expect(imageUrl).toMatch(/^\/media\//);
    const key = imageUrl.slice("/media/".length);
    expect(cluster.s3.objects.has(key)).toBe(true);
    const served = await fetch(`${base}${imageUrl}`, { headers: { "x-brainy-instance": "b" } });
    expect(served.status).toBe(200);
    expect(served.headers.get("x-served-by")).toBe("b");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(cluster.s3.objects.get(key)!.body);
    expect(cluster.s3.requests.some((r) => r.method === "GET" && r.key === key)).toBe(true);
  });

  it("applies a Stripe webhook delivered twice, to different instances at once, exactly once", async () => {
    const learner = await registerWithPlan(base, "cluster-billing");
    const checkout = await call(base, "POST", "/api/subscriptions/create-checkout-session", {
      token: learner.token,
    });
    expect(checkout.status).toBe(200);
    const sessionId = checkout.body.sessionId as string;
    cluster.stripe.completeCheckout(sessionId);
    const payload = JSON.stringify({
      id: "evt_cluster_completed",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId } },
    });
    const signature = new Stripe(STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    const reads = () =>
      cluster.stripe.requests.filter(
        (r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`,
      ).length;
    const before = reads();
    const deliveries = await Promise.all(
      pins.map((pin) =>
        call(base, "POST", "/api/webhooks/stripe", {
          pin,
          headers: { "stripe-signature": signature, "content-type": "application/json" },
          body: JSON.parse(payload),
        }),
      ),
    );
    expect(deliveries.map((d) => [d.status, d.servedBy])).toEqual([
      [200, "a"],
      [200, "b"],
    ]);
    // Applied once: one event row, one read of the session from Stripe, one subscription.
    expect(reads() - before).toBe(1);
    const events = await db.query("select count(*)::int as n from billing_events where id = $1", [
      "evt_cluster_completed",
    ]);
    expect(events.rows[0].n).toBe(1);
    const rows = await db.query("select tier, status from subscriptions where user_id = $1", [
      learner.userId,
    ]);
    expect(rows.rows).toEqual([{ tier: "pro", status: "active" }]);
    const status = await call(base, "GET", "/api/subscriptions/status", { token: learner.token });
    expect(status.body).toMatchObject({ tier: "pro", isActive: true });
  });
});
