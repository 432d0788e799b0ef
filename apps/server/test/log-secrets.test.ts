import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createTestApp, openTestDatabase, type TestContext, testConfig } from "./app.ts";
import { createUser, TEST_PASSWORD } from "./factories.ts";

/** An app whose log lines are kept, for the flows that once leaked secrets. */
async function loggedApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const db = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: "debug", ...env }),
    db: db.handle.db,
    dbKind: db.handle.kind,
    logger: { stream },
  });
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await db.handle.close();
      await db.drop();
    },
  };
}

describe("secrets stay out of the log", () => {
  let logged: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    logged = await loggedApp();
  });
  afterAll(() => logged.close());

  it("a run of account flows and hostile input logs no password, hash or token", async () => {
    const { app, lines } = logged;
    const post = (url: string, payload: unknown) =>
      app.inject({
        method: "POST",
        url,
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
      });
    const body = { username: "logger", email: "logger@example.com", password: TEST_PASSWORD };
    const registered = await post("/api/auth/register", body);
    const token = registered.json().token as string;
    await post("/api/auth/register", body);
    await post("/api/auth/login", { email: body.email, password: "Wrong!Passw0rd" });
    await post("/api/auth/login", { email: body.email, password: TEST_PASSWORD });
    await post("/api/auth/register", { ...body, email: "a\u0000@example.com" });
    await app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { authorization: `Bearer ${token}` },
      payload: { username: "x\u0000" },
    });
    // Whatever object carries a hash, the line written is scrubbed.
    app.log.error(
      { err: new Error("insert failed: params: logger,$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA") },
      "db",
    );
    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(5);
    expect(log).not.toContain("$argon2");
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(token);
  });
  it("logs no personal access token, OAuth code or app token, used well or badly", async () => {
    const { app, lines } = logged;
    const registered = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "tokener", email: "tokener@example.com", password: TEST_PASSWORD }),
    });
    const session = { authorization: `Bearer ${registered.json().token as string}` };
    const made = await app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { ...session, "content-type": "application/json" },
      payload: JSON.stringify({ name: "script", scopes: ["read"], expiresInDays: 7 }),
    });
    const secret = made.json().secret as string;
    const bearer = { authorization: `Bearer ${secret}` };
    await app.inject({ method: "GET", url: "/api/goals", headers: bearer });
    await app.inject({
      method: "POST",
      url: "/api/notes",
      headers: { ...bearer, "content-type": "application/json" },
      payload: "{}",
    });
    await app.inject({
      method: "POST",
      url: "/mcp",
      headers: {
        ...bearer,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      payload: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    const fakeCode = "c0de-that-must-not-be-logged-0123456789abcdefghijkl";
    const fakeRefresh = `brainy_rt_${"r".repeat(43)}`;
    for (const body of [
      `grant_type=authorization_code&client_id=nope&code=${fakeCode}&code_verifier=${fakeCode}`,
      `grant_type=refresh_token&client_id=nope&refresh_token=${fakeRefresh}`,
    ])
      await app.inject({
        method: "POST",
        url: "/api/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: body,
      });
    await app.inject({ method: "DELETE", url: `/api/tokens/${made.json().token.id}`, headers: session });
    await app.inject({ method: "GET", url: "/api/goals", headers: bearer });
    const log = lines.join("\n");
    expect(log).toContain("/api/oauth/token");
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(11));
    expect(log).not.toContain(fakeCode);
    expect(log).not.toContain(fakeRefresh);
  });
});

describe("request timeouts", () => {
  it("closes a connection whose body never finishes", async () => {
    const logged = await loggedApp({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "1000" });
    try {
      await logged.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = logged.app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(
            "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
          );
        });
        let data = "";
        socket.on("data", (chunk) => (data += chunk));
        socket.on("close", () => resolve(data));
        setTimeout(() => socket.destroy(), 10_000);
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
    } finally {
      await logged.close();
    }
  });
});

describe("sign-in cache", () => {
  /** Runs `body` against an app that caches sign-ins for a minute, with one signed-up user. */
  async function withCachedSignIn(body: (t: TestContext, auth: { authorization: string }) => Promise<void>) {
    const t = await createTestApp({ AUTH_CACHE_MS: "60000" });
    try {
      await body(t, (await createUser(t)).auth);
    } finally {
      await t.close();
    }
  }

  it("reuses a checked sign-in for a moment, and a logout ends it at once", () =>
    withCachedSignIn(async (t, auth) => {
      // A read that is not kept (ADR 0011): one query of its own each time.
      const get = () => t.app.inject({ method: "GET", url: "/api/calendar-feed", headers: auth });
      expect((await get()).statusCode).toBe(200);
      const before = t.handle.stats.queries;
      expect((await get()).statusCode).toBe(200);
      // One query for the list itself: the sign-in came from the cache.
      expect(t.handle.stats.queries - before).toBe(1);
      const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
      expect(out.statusCode).toBe(204);
      expect((await get()).statusCode).toBe(401);
    }));

  it("shares one sign-in check among a burst of requests that miss the cache together", () =>
    withCachedSignIn(async (t, auth) => {
      const before = t.handle.stats.queries;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({ method: "GET", url: "/api/calendar-feed", headers: auth }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      // Twenty list queries and a sign-in check per turn of the event loop in which requests
      // reached it (db/batched-lookup.ts), not twenty: their new token's signature checks end in
      // one or two turns, a few more on a busy machine (CI saw three).
      const signInChecks = t.handle.stats.queries - before - 20;
      expect(signInChecks).toBeGreaterThanOrEqual(1);
      expect(signInChecks).toBeLessThanOrEqual(5);
    }));
});
