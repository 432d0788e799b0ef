import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext, testConfig } from "../../../test/app.ts";
import { openDatabaseLink } from "../../../test/fakes/database-link.ts";
import { freePort } from "../../../test/server-processes.ts";
import { buildApp } from "../../app.ts";
import { type Db, openDatabase } from "../../db/client.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../plugins/errors.ts";
import { createDatabaseProbe, HEALTH_CHECK_DEADLINE_MS, HEALTH_CHECK_TTL_MS } from "./routes.ts";

describe("platform", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers health after checking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      aiProvider: "demo",
      aiHint: expect.stringContaining("Set AI_PROVIDER and AI_API_KEY"),
    });
    expect(res.headers["x-request-id"]).toBeTruthy();
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("answers unknown API routes with 404 JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "NOT_FOUND" });
  });

  it("serves a generated OpenAPI document and a reference page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths["/api/health"].get).toBeDefined();
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("rejects malformed JSON with a 400 and a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("limits", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3", BODY_LIMIT_BYTES: "2048" });
  });
  afterAll(() => t.close());

  it("rate limits API routes per client with a clear 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(limited.json()).toMatchObject({
      error: "RATE_LIMIT_EXCEEDED",
      message: expect.stringMatching(/Too many requests/),
    });
    expect(limited.headers["retry-after"]).toBeDefined();
    // Each route has its own budget, announced in the standard headers.
    const other = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(other.statusCode).toBe(200);
    expect(other.headers["ratelimit-limit"]).toBe("3");
    expect(other.headers["ratelimit-remaining"]).toBe("2");
  });

  it("answers an oversized body with 413 and never a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(10_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits shared through Redis", () => {
  const apps: TestContext[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(await createTestApp({ RATE_LIMIT_PER_MINUTE: "4", REDIS_URL: process.env.TEST_REDIS_URL! }));
    }
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("two instances count one client's requests together", async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = apps[i % 2]!;
      statuses.push(
        (await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: ip })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe("TRUST_PROXY", () => {
  it("with a hop count, a client cannot escape per-address limits by writing its own X-Forwarded-For", async () => {
    const t = await createTestApp({ TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: "GET",
          url: "/api/health",
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("database probe", () => {
  it("checks once for a burst of polls, again after its time-to-live, and never reuses a failure", async () => {
    let calls = 0;
    let failing = false;
    const db = {
      execute: async () => {
        calls++;
        if (failing) throw new Error("connection refused");
      },
    } as unknown as Db;
    // The time-to-live is read from Date.now(): a fake clock steps past it without waiting.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const probe = createDatabaseProbe(db, 50);
      await Promise.all(Array.from({ length: 20 }, () => probe()));
      vi.advanceTimersByTime(49);
      await probe();
      expect(calls).toBe(1);
      vi.advanceTimersByTime(1);
      failing = true;
      await expect(probe()).rejects.toThrow("connection refused");
      await expect(probe()).rejects.toThrow("connection refused");
      expect(calls).toBe(3);
      failing = false;
      await probe();
      await probe();
      expect(calls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("database probe deadline", () => {
  it("fails a poll the database leaves unanswered after its deadline, without a second check", async () => {
    let calls = 0;
    let answer!: () => void;
    const db = {
      execute: () => {
        calls++;
        return new Promise<void>((resolve) => {
          answer = resolve;
        });
      },
    } as unknown as Db;
    const probe = createDatabaseProbe(db, 1000, 20);
    await expect(probe()).rejects.toMatchObject({ code: "ETIMEDOUT" });
    await expect(probe()).rejects.toMatchObject({ code: "ETIMEDOUT" });
    // The unanswered check is shared, not sent again; once it answers, polls are healthy.
    expect(calls).toBe(1);
    answer();
    await probe();
    expect(calls).toBe(1);
  });
});

describe("health while the database cannot be reached", () => {
  it("answers 503 SERVICE_UNAVAILABLE saying the database is unavailable, with Retry-After", async () => {
    // A PostgreSQL address where nothing listens: the probe is refused, as when the database is stopped.
    const handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    const app = await buildApp({ config: testConfig(), db: handle.db, dbKind: handle.kind, logger: false });
    try {
      await app.ready();
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(res.headers["retry-after"]).toBe("5");
    } finally {
      await app.close();
      await handle.close();
    }
  });

  // As the error handler's test (plugins/errors.test.ts) for other routes, but going away under a running server.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "answers 503 SERVICE_UNAVAILABLE, not INTERNAL, when PostgreSQL goes away while it runs, and 200 when it is back",
    async () => {
      const link = await openDatabaseLink(process.env.TEST_DATABASE_URL!);
      const handle = await openDatabase({ url: link.url });
      const app = await buildApp({ config: testConfig(), db: handle.db, dbKind: handle.kind, logger: false });
      // A success is reused for a second: a fake clock steps past it without waiting.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        await app.ready();
        const health = () => app.inject({ method: "GET", url: "/api/health" });
        expect((await health()).statusCode).toBe(200);
        // Its connections cut, new ones unanswered: within the poll's deadline, the usual 503.
        link.drop();
        vi.advanceTimersByTime(HEALTH_CHECK_TTL_MS);
        // The first poll meets the cut connection; the next waits on a connection nothing answers.
        for (const _poll of [1, 2]) {
          const started = performance.now();
          const away = await health();
          expect(performance.now() - started).toBeLessThan(HEALTH_CHECK_DEADLINE_MS + 2000);
          expect(away.statusCode).toBe(503);
          expect(away.json()).toEqual({
            error: "SERVICE_UNAVAILABLE",
            message: DATABASE_UNAVAILABLE_MESSAGE,
          });
          expect(away.headers["retry-after"]).toBe("5");
        }
        link.restore();
        await expect.poll(async () => (await health()).statusCode, { timeout: 20_000 }).toBe(200);
      } finally {
        vi.useRealTimers();
        await app.close();
        await handle.close();
        await link.close();
      }
    },
    30_000,
  );
});
