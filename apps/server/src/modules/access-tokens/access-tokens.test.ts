import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { useSecondInstance } from "../../../test/second-instance.ts";
import { apiTokens, lessons } from "../../db/schema/index.ts";

/**
 * Personal access tokens on the REST API (ADR 0040): shown once and stored hashed, scoped per
 * route (read, write, reviews; session-only routes refused), revoked or expired → 401 at once on
 * every instance, last use noted cheaply, each token its own rate limit, the plan's rules applied.
 */
const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "30" });
const second = useSecondInstance(fx);

async function makeToken(user: TestUser, scopes: string[], expiresInDays = 30) {
  const res = await fx.call(user, "POST", "/api/tokens", {
    name: `t-${scopes.join("-")}`,
    scopes,
    expiresInDays,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { token, secret } = res.json() as { token: { id: string }; secret: string };
  return { id: token.id, secret, auth: { authorization: `Bearer ${secret}` } };
}

const as = (
  token: { auth: { authorization: string } },
  method: "GET" | "POST" | "DELETE",
  url: string,
  body?: unknown,
) => fx.call(token, method, url, body);

describe("personal access tokens", () => {
  it("shows the secret once, keeps only its hash, and lists tokens without it", async () => {
    const user = await createUser(fx.t);
    const made = await fx.call(user, "POST", "/api/tokens", {
      name: "  Obsidian sync ",
      scopes: ["read"],
      expiresInDays: 90,
    });
    expect(made.statusCode).toBe(201);
    const { token, secret } = made.json();
    expect(secret).toMatch(/^brainy_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      kind: "personal",
      name: "Obsidian sync",
      scopes: ["read"],
      lastUsedAt: null,
    });
    expect(secret.startsWith(token.prefix)).toBe(true);
    const days = (Date.parse(token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);

    const list = await fx.call(user, "GET", "/api/tokens");
    expect(list.json()).toEqual([token]);
    expect(list.body).not.toContain(secret);
    const [row] = await fx.t.handle.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(11));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    for (const bad of [
      { name: "", scopes: ["read"], expiresInDays: 30 },
      { name: "x", scopes: [], expiresInDays: 30 },
      { name: "x", scopes: ["admin"], expiresInDays: 30 },
      { name: "x", scopes: ["read"], expiresInDays: 400 },
    ]) {
      const res = await fx.call(user, "POST", "/api/tokens", bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("needs read for GET, write for changes and reviews for grading (403 naming the scope)", async () => {
    const user = await createUser(fx.t);
    const reader = await makeToken(user, ["read"]);
    const writer = await makeToken(user, ["write"]);
    const grader = await makeToken(user, ["reviews"]);

    expect((await as(reader, "GET", "/api/goals")).statusCode).toBe(200);
    const refused = await as(reader, "POST", "/api/notes", { title: "From a script" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: "FORBIDDEN", details: { requiredScope: "write" } });
    expect(refused.json().message).toBe('This token does not have the "write" scope this call needs.');
    expect((await as(writer, "GET", "/api/goals")).statusCode).toBe(403);

    const created = await as(writer, "POST", "/api/review/cards", {
      front: "Capital of Peru?",
      back: "Lima",
    });
    expect(created.statusCode).toBe(201);
    const card = created.json() as { id: string };
    const grade = { rating: 3, durationMs: 2000, reps: 0 };
    const notGrader = await as(writer, "POST", `/api/review/cards/${card.id}/grade`, grade);
    expect(notGrader.json()).toMatchObject({ error: "FORBIDDEN", details: { requiredScope: "reviews" } });
    expect((await as(grader, "POST", `/api/review/cards/${card.id}/grade`, grade)).statusCode).toBe(200);
    expect((await as(grader, "POST", "/api/review/undo")).statusCode).toBe(200);
  });

  it("refuses tokens on account, plan and token routes whatever their scopes", async () => {
    const user = await createUser(fx.t);
    const all = await makeToken(user, ["read", "write", "reviews"]);
    for (const [method, url] of [
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens"],
      ["GET", "/api/subscriptions/status"],
      ["POST", "/api/subscriptions/create-checkout-session"],
      ["POST", "/api/auth/logout"],
      ["GET", "/api/dev/outbox"],
    ] as const) {
      const res = await as(all, method, url, method === "POST" ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/sign in to Brainy/);
    }
    // The session still works after all that: nothing was logged out.
    expect((await fx.call(user, "GET", "/api/tokens")).statusCode).toBe(200);
  });

  it("answers 401 at once on every instance once revoked, and when expired", async () => {
    const user = await createUser(fx.t);
    const token = await makeToken(user, ["read"]);
    expect((await second.get(token, "/api/goals")).status).toBe(200);
    expect((await fx.call(user, "DELETE", `/api/tokens/${token.id}`)).statusCode).toBe(204);
    const afterRevoke = await second.get(token, "/api/goals");
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body).toMatch(/revoked or never existed/);
    expect((await fx.call(user, "GET", "/api/tokens")).json()).toEqual([]);

    const aging = await makeToken(user, ["read"], 1);
    await fx.t.handle.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, aging.id));
    const expired = await second.get(aging, "/api/goals");
    expect(expired.status).toBe(401);
    expect(expired.body).toMatch(/expired/);
    // Expired tokens stay listed (as expired) until revoked.
    expect((await fx.call(user, "GET", "/api/tokens")).json()).toHaveLength(1);
  });

  it("revokes only the learner's own tokens (another's answers 404)", async () => {
    const owner = await createUser(fx.t);
    const stranger = await createUser(fx.t);
    const token = await makeToken(owner, ["read"]);
    expect((await fx.call(stranger, "DELETE", `/api/tokens/${token.id}`)).statusCode).toBe(404);
    expect((await as(token, "GET", "/api/goals")).statusCode).toBe(200);
    // A token reaches its learner's things only: another's note is 404, as for their session.
    const note = (await fx.call(stranger, "POST", "/api/notes", { title: "Private" })).json() as {
      id: string;
    };
    expect((await as(token, "GET", `/api/notes/${note.id}`)).statusCode).toBe(404);
    expect((await fx.call(stranger, "GET", "/api/tokens")).json()).toEqual([]);
  });

  it("notes the last use once a minute at most, not on every request", async () => {
    const user = await createUser(fx.t);
    const token = await makeToken(user, ["read"]);
    const lastUsed = async () =>
      (await fx.t.handle.db.select().from(apiTokens).where(eq(apiTokens.id, token.id)))[0]!.lastUsedAt;
    await as(token, "GET", "/api/goals");
    let first: Date | null = null;
    for (let i = 0; i < 200 && !first; i++) {
      first = await lastUsed();
      if (!first) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(first).toBeInstanceOf(Date);
    await as(token, "GET", "/api/goals");
    await as(token, "GET", "/api/notes");
    await new Promise((resolve) => setImmediate(resolve));
    expect((await lastUsed())?.getTime()).toBe(first!.getTime());
    const listed = (await fx.call(user, "GET", "/api/tokens")).json() as { lastUsedAt: string }[];
    expect(Date.parse(listed[0]!.lastUsedAt)).toBe(first!.getTime());
  });

  it("counts each token's requests on its own, apart from the address's", async () => {
    const user = await createUser(fx.t);
    const busy = await makeToken(user, ["read"]);
    const calm = await makeToken(user, ["read"]);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await as(busy, "GET", "/api/usage")).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await as(calm, "GET", "/api/usage")).statusCode).toBe(200);
    expect((await fx.call(user, "GET", "/api/usage")).statusCode).toBe(200);
  });

  it("applies the plan's rules: a Free learner's token writes one lesson a day", async () => {
    const user = await createUser(fx.t);
    const token = await makeToken(user, ["read", "write"]);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id));
    const first = await as(token, "POST", `/api/lessons/${rows[0]!.id}/generate-content`);
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(token, "POST", `/api/lessons/${rows[1]!.id}/generate-content`);
    expect(second.statusCode).toBe(429);
  });
});
