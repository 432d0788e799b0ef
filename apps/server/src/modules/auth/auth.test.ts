import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { rateLimitCounters, users } from "../../db/schema/index.ts";
import { authRouteLimit } from "./routes.ts";
import { loginEmailCounterKey, loginIpCounterKey } from "./throttle.ts";

const STRONG = "Str0ng!Passw0rd";
let t: TestContext;
let sequence = 0;
const uniqueEmail = (prefix = "user") => `${prefix}${Date.now().toString(36)}${++sequence}@example.com`;
/** Each test uses its own client address so the per-route limit (20/min) never mixes tests. */
const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getUser = (token: string) => t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("register", () => {
  it("creates an account with an argon2id hash and answers 201 with a working token", async () => {
    const email = uniqueEmail();
    const res = await post(
      "/api/auth/register",
      { username: "  Ada  ", email: ` ${email} `, password: STRONG },
      "10.0.1.1",
    );
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    const me = await getUser(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: "Ada", email, isInitialSetupCompleted: false });
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(STRONG);
  });

  it.each([
    ["Ab1!xyz", "at least 8 characters"],
    ["abcdef1!", "one uppercase letter"],
    ["ABCDEF1!", "one lowercase letter"],
    ["Abcdefg!", "one number"],
    ["Abcdefg1", "one special character"],
  ])("rejects %j naming the failed rule (%s)", async (password, rule) => {
    const res = await post(
      "/api/auth/register",
      { username: "Ada", email: uniqueEmail(), password },
      "10.0.1.2",
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("VALIDATION_FAILED");
    expect(body.message).toBe(`password: Password needs: ${rule}`);
    expect(body.issues).toEqual([{ path: "body.password", message: `Password needs: ${rule}` }]);
  });

  it("names every failed rule at once", async () => {
    const res = await post(
      "/api/auth/register",
      { username: "Ada", email: uniqueEmail(), password: "abc" },
      "10.0.1.3",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "password: Password needs: at least 8 characters, one uppercase letter, one number, one special character",
    );
  });

  it("answers 409 with the exact message for an email taken in another case", async () => {
    const email = uniqueEmail("Case");
    expect(
      (await post("/api/auth/register", { username: "One", email, password: STRONG }, "10.0.1.4")).statusCode,
    ).toBe(201);
    const again = await post(
      "/api/auth/register",
      { username: "Two", email: `  ${email.toUpperCase()} `, password: STRONG },
      "10.0.1.4",
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "CONFLICT", message: "User with this email already exists" });
    const rows = await t.handle.db.select().from(users);
    expect(rows.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it("rejects a missing username and an invalid email", async () => {
    const noName = await post(
      "/api/auth/register",
      { username: " ", email: uniqueEmail(), password: STRONG },
      "10.0.1.5",
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues[0].path).toBe("body.username");
    const badEmail = await post(
      "/api/auth/register",
      { username: "Ada", email: "not-an-email", password: STRONG },
      "10.0.1.5",
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues[0].path).toBe("body.email");
  });
});

describe("guessable passwords", () => {
  it.each(["P@ssw0rd", "Qwerty123!", "Welcome1!"])(
    "refuses %j, which meets the five rules, naming why",
    async (password) => {
      const email = uniqueEmail("Common");
      const res = await post("/api/auth/register", { username: "Cam", email, password }, "10.0.6.1");
      expect(res.statusCode).toBe(400);
      const reason = "This password is too easy to guess: This is similar to a commonly used password.";
      expect(res.json()).toMatchObject({
        error: "VALIDATION_FAILED",
        message: reason,
        details: { issues: [{ path: "body.password", message: reason }] },
      });
      const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    },
  );

  it("refuses a password built from the account's own name", async () => {
    const res = await post(
      "/api/auth/register",
      { username: "Zyxwvut", email: uniqueEmail("zyxwvut"), password: "Zyxwvut!9" },
      "10.0.6.2",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This password is too easy to guess: /);
  });

  it("accepts a strong password", async () => {
    const res = await post(
      "/api/auth/register",
      { username: "Cam", email: uniqueEmail("Strong"), password: "Tr1cky!Lantern-92" },
      "10.0.6.3",
    );
    expect(res.statusCode).toBe(201);
  });
});

describe("Cache-Control", () => {
  it("answers that carry a token, and the auth routes' refusals, say no-store", async () => {
    const email = uniqueEmail("NoStore");
    const registered = await post(
      "/api/auth/register",
      { username: "Nia", email, password: STRONG },
      "10.0.7.1",
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().token).toBeTruthy();
    expect(registered.headers["cache-control"]).toBe("no-store");
    const login = await post("/api/auth/login", { email, password: STRONG }, "10.0.7.1");
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
    expect(login.headers["cache-control"]).toBe("no-store");
    const remembered = await post(
      "/api/auth/login",
      { email, password: STRONG, rememberMe: true },
      "10.0.7.1",
    );
    expect(remembered.headers["cache-control"]).toBe("no-store");
    const refused = await post("/api/auth/login", { email, password: "Wr0ng!Password" }, "10.0.7.1");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const invalid = await post("/api/auth/login", { email }, "10.0.7.1");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["cache-control"]).toBe("no-store");
  });
});

describe("login, logout and revocation", () => {
  const ip = "10.0.2.1";
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("Login");
    await post("/api/auth/register", { username: "Lin", email, password: STRONG }, ip);
  });

  it("logs in with any case of the email; the token lives 24 h, or 30 days with remember-me", async () => {
    const session = await post("/api/auth/login", { email: email.toUpperCase(), password: STRONG }, ip);
    expect(session.statusCode).toBe(200);
    const short = decodeJwt(session.json().token);
    expect(short.exp! - short.iat!).toBe(24 * 60 * 60);
    const remembered = await post("/api/auth/login", { email, password: STRONG, rememberMe: true }, ip);
    const long = decodeJwt(remembered.json().token);
    expect(long.exp! - long.iat!).toBe(30 * 24 * 60 * 60);
    expect(long.exp! * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect((await getUser(remembered.json().token)).statusCode).toBe(200);
  });

  it("answers wrong password and unknown email with the same 401, taking similar time", async () => {
    const timed = async (payload: object) => {
      const started = performance.now();
      const res = await post("/api/auth/login", payload, "10.0.2.2");
      return { res, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    let bodies: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await timed({ email, password: "Wr0ng!Password" });
      const b = await timed({ email: uniqueEmail("nobody"), password: "Wr0ng!Password" });
      expect(a.res.statusCode).toBe(401);
      expect(b.res.statusCode).toBe(401);
      bodies = [a.res.json(), b.res.json()];
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    expect(bodies[0]).toEqual({ error: "UNAUTHORIZED", message: "Invalid email or password" });
    expect(bodies[1]).toEqual(bodies[0]);
    // The unknown email spends a dummy argon2 verification, so it is not much faster.
    expect(Math.min(...unknown) / Math.min(...wrong)).toBeGreaterThan(0.4);
  });

  it("requires email and password", async () => {
    const res = await post("/api/auth/login", { email: "", password: "" }, "10.0.2.3");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Email and password are required");
  });

  it("logout answers 204 and revokes every current token of the user", async () => {
    const first = (await post("/api/auth/login", { email, password: STRONG }, ip)).json().token;
    const second = (await post("/api/auth/login", { email, password: STRONG, rememberMe: true }, ip)).json()
      .token;
    expect((await getUser(first)).statusCode).toBe(200);
    const out = await post("/api/auth/logout", {}, ip, bearer(first));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
    for (const old of [first, second]) {
      const res = await getUser(old);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Your session has expired. Please log in again.");
    }
    expect((await post("/api/auth/logout", {}, ip, bearer(first))).statusCode).toBe(401);
    const fresh = (await post("/api/auth/login", { email, password: STRONG }, ip)).json().token;
    expect((await getUser(fresh)).statusCode).toBe(200);
  });

  it("logout without a token answers 401", async () => {
    expect((await post("/api/auth/logout", {}, ip)).statusCode).toBe(401);
  });
});

describe("brute-force throttling", () => {
  it("answers the 11th failed login for one email with 429 and Retry-After, even with the right password", async () => {
    const email = uniqueEmail("Throttle");
    await post("/api/auth/register", { username: "Tim", email, password: STRONG }, "10.0.3.1");
    for (let i = 1; i <= 10; i++) {
      const res = await post("/api/auth/login", { email, password: `Wr0ng!${i}xx` }, "10.0.3.1");
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post("/api/auth/login", { email, password: "Wr0ng!11xx" }, "10.0.3.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe("RATE_LIMIT_EXCEEDED");
    expect(blocked.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in 1[45] minutes\. If this email has an account, we have emailed it a one-time sign-in link\.$/,
    );
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // From another address too: the lock is on the email, and the right password does not lift it.
    const rightPassword = await post("/api/auth/login", { email, password: STRONG }, "10.0.3.2");
    expect(rightPassword.statusCode).toBe(429);
    const [row] = await t.handle.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, loginEmailCounterKey(email)));
    // Every attempt is counted before the password is checked, the refused ones too.
    expect(row!.count).toBe(12);
    expect(row!.key).not.toContain(email.toLowerCase());
  });

  it("a parallel burst gets exactly the allowed number of guesses", async () => {
    const email = uniqueEmail("Burst");
    await post("/api/auth/register", { username: "Bea", email, password: STRONG }, "10.0.4.1");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post("/api/auth/login", { email, password: `Wr0ng!${i}xx` }, `10.0.4.${i + 2}`),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it("a guessing stranger cannot lock the owner out of an address they signed in from", async () => {
    const email = uniqueEmail("Owner");
    await post("/api/auth/register", { username: "Olga", email, password: STRONG }, "10.0.5.1");
    expect((await post("/api/auth/login", { email, password: STRONG }, "10.0.5.1")).statusCode).toBe(200);
    for (let i = 0; i < 12; i++)
      await post("/api/auth/login", { email, password: `Wr0ng!${i}xx` }, "10.0.5.66");
    // The stranger is locked out, even with the right password from their address…
    expect((await post("/api/auth/login", { email, password: STRONG }, "10.0.5.66")).statusCode).toBe(429);
    // …but the owner, from the address they used before, signs in.
    expect((await post("/api/auth/login", { email, password: STRONG }, "10.0.5.1")).statusCode).toBe(200);
  });

  it("locks out an address after 30 failed logins in the window, counted in the database", async () => {
    const ip = "10.0.3.9";
    const email = uniqueEmail("IpVictim");
    await post("/api/auth/register", { username: "Ivy", email, password: STRONG }, "10.0.3.8");
    // Another instance (or earlier requests) already counted 29 failures from this address.
    await t.handle.db.insert(rateLimitCounters).values({ key: loginIpCounterKey(ip), count: 29 });
    const thirtieth = await post("/api/auth/login", { email: uniqueEmail(), password: "Wr0ng!pass" }, ip);
    expect(thirtieth.statusCode).toBe(401);
    const blocked = await post("/api/auth/login", { email, password: STRONG }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("/api/auth/login", { email, password: STRONG }, "10.0.3.10")).statusCode).toBe(200);
  });

  it("forgets an email's failures after a successful login", async () => {
    const email = uniqueEmail("Reset");
    await post("/api/auth/register", { username: "Rea", email, password: STRONG }, "10.0.3.20");
    for (let i = 0; i < 3; i++) await post("/api/auth/login", { email, password: "Wr0ng!pass" }, "10.0.3.20");
    expect((await post("/api/auth/login", { email, password: STRONG }, "10.0.3.20")).statusCode).toBe(200);
    const rows = await t.handle.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, loginEmailCounterKey(email)));
    expect(rows).toHaveLength(0);
  });

  it("limits each auth route to 20 requests a minute per address", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await post("/api/auth/forgot-password", { email: uniqueEmail() }, "10.0.3.30")).statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 202)).toBe(true);
    expect(codes[20]).toBe(429);
    // 20 a minute at the default global limit; scaled up when an operator (or the browser suite) raises it.
    expect(authRouteLimit(300).rateLimit.max).toBe(20);
    expect(authRouteLimit(10_000).rateLimit.max).toBe(667);
  });
});
