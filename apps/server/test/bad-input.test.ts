import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./app.ts";
import { createUser, type TestUser } from "./factories.ts";

type Operation = { method: string; path: string };

/** Every operation of the generated OpenAPI document. */
async function listOperations(t: TestContext): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const PARAM_VALUES = ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%00", "9".repeat(40), "-1"];
const BODIES: unknown[] = [
  undefined,
  {},
  [],
  "text",
  42,
  null,
  { id: "x", email: 5, password: [], description: { nested: true }, courses: "nope", answers: {} },
  { description: "x".repeat(100_000) },
];

/**
 * Bad input gets a clear 4xx with a message, never a 500: every route, with malformed path
 * parameters and bodies, signed in and not.
 */
describe("malformed input on every route", () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000", BODY_LIMIT_BYTES: "65536" });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it("never answers 5xx", { timeout: 180_000 }, async () => {
    const operations = await listOperations(t);
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path } of operations) {
      if (path.startsWith("/api/docs")) continue;
      for (const value of PARAM_VALUES) {
        const url = path.replace(/\{[^}]+\}/g, value);
        for (const body of method === "GET" || method === "DELETE" ? [undefined] : BODIES) {
          for (const headers of [user.auth, {}]) {
            const res = await t.app.inject({
              method: method as "GET",
              url,
              headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            else if (res.statusCode >= 400 && !res.json().message)
              failures.push(`${method} ${url} → ${res.statusCode} without a message`);
          }
        }
        if (!path.includes("{")) break;
      }
    }
    expect(failures).toEqual([]);
  });
});

const HOSTILE_TEXT = ["a\u0000b", "lone \uD800 high", "lone \uDC00 low"];
const FIELDS = [
  "description",
  "email",
  "username",
  "password",
  "title",
  "content",
  "message",
  "goal",
  "metadata",
];

/** Text PostgreSQL cannot store, and nesting no route needs, answer 400 on every route, before any work. */
describe("hostile text and nesting on every route", () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it("answers NUL characters, lone surrogates and 50,000-level nesting with 400, never 5xx", {
    timeout: 120_000,
  }, async () => {
    const operations = await listOperations(t);
    const failures: string[] = [];
    const uuid = "00000000-0000-4000-8000-000000000000";
    for (const { method, path } of operations) {
      if (path.startsWith("/api/docs") || method === "GET" || method === "DELETE") continue;
      const url = path.replace(/\{[^}]+\}/g, uuid);
      const payloads = [
        ...HOSTILE_TEXT.map((text) =>
          JSON.stringify({
            ...Object.fromEntries(FIELDS.map((f) => [f, text])),
            answers: { "0": text },
            courses: [text],
          }),
        ),
        `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
        JSON.stringify({
          description: { a: { b: { c: "x" } } },
          nested: JSON.parse(`${"[".repeat(200)}1${"]".repeat(200)}`),
        }),
      ];
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: method as "POST",
          url,
          headers: { ...user.auth, "content-type": "application/json" },
          payload,
        });
        if (res.statusCode !== 400 && res.statusCode !== 413)
          failures.push(
            `${method} ${url} ${payload.slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it("rejects hostile text in query strings and path parameters", async () => {
    for (const url of ["/api/goals/%00", "/api/lessons/%ED%A0%80", "/api/notes?q=%00"]) {
      const res = await t.app.inject({ method: "GET", url, headers: user.auth });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/learningplan/optimized-data?x=a%00b",
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
  });

  it("accepts a JSON content type with an empty body on calls that take none", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...user.auth, "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe("tokens", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses validly signed tokens without exp, with a non-UUID or NUL subject, or another algorithm", async () => {
    const { SignJWT } = await import("jose");
    const key = new TextEncoder().encode(t.config.JWT_SECRET);
    const sign = (sub: string, options: { exp?: boolean; alg?: string } = {}) => {
      const jwt = new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: options.alg ?? "HS256" })
        .setSubject(sub)
        .setIssuedAt();
      if (options.exp !== false) jwt.setExpirationTime("1h");
      return jwt.sign(key);
    };
    const user = await createUser(t);
    const tokens = [
      await sign(user.id, { exp: false }),
      await sign("not-a-uuid"),
      await sign(`${user.id}\u0000`),
      await sign(user.id, { alg: "HS512" }),
    ];
    for (const token of tokens) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const ok = await t.app.inject({ method: "GET", url: "/api/user", headers: user.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
  });
});
