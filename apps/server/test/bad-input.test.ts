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
