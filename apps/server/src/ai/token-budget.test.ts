import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { createUser, type TestUser } from "../../test/factories.ts";
import { refuseMemoryRequests } from "../../test/fake-model-app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/fake-openai-server.ts";
import { aiTokenDays } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { answerQuestionTask } from "./tasks/answer-question/index.ts";
import {
  estimateCallTokens,
  nextBudgetReset,
  reserveTokens,
  tokenBudgetExceeded,
  utcDay,
} from "./token-budget.ts";

const BUDGET = 5000;
/** What each fake answer costs: 400 tokens in, 600 out. */
const CALL_TOKENS = 1000;
const question = { question: "What is a loop?", history: [] };

describe("daily token budgets", () => {
  let t: TestContext;
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    refuseMemoryRequests(fake);
    fake.answer(() => true, {
      kind: "sse",
      content: "A loop repeats a step for each item.",
      usage: { prompt: 400, completion: 600 },
      pieces: 4,
      delayMs: 20,
    });
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
      AI_DAILY_TOKENS_FREE: String(BUDGET),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const today = () => utcDay(new Date());
  async function dayOf(user: TestUser) {
    const [row] = await t.handle.db
      .select()
      .from(aiTokenDays)
      .where(and(eq(aiTokenDays.userId, user.id), eq(aiTokenDays.day, today())));
    return row;
  }
  const setUsed = (user: TestUser, used: number) =>
    t.handle.db.insert(aiTokenDays).values({ userId: user.id, day: today(), usedTokens: used });
  const ask = (user: TestUser) =>
    t.app.deps.ai.run(answerQuestionTask, question, { userId: user.id, tier: "free" });

  it("counts each call's tokens, and past the budget answers 429 saying when it resets", async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await ask(user);
    expect(await dayOf(user)).toMatchObject({ usedTokens: 5 * CALL_TOKENS, reservedTokens: 0 });
    const refused = await ask(user).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.status).toBe(429);
    expect(error.message).toMatch(
      /^You have used today's AI allowance of 5,000 tokens\. It resets at midnight UTC, in \d+ hours?\.$/,
    );
    expect(error.details).toMatchObject({
      reason: "TOKEN_BUDGET",
      resetsAt: nextBudgetReset(new Date()).toISOString(),
      usedTokens: 5 * CALL_TOKENS,
      dailyTokens: BUDGET,
    });
    expect(Number(error.headers?.["retry-after"])).toBeGreaterThan(0);
  });

  it("parallel calls near the budget: one is let in, the others refused, the overshoot less than one call", async () => {
    const user = await createUser(t);
    await setUsed(user, BUDGET - 400);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => ask(user)));
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason.status)).toEqual(Array(7).fill(429));
    const day = await dayOf(user);
    expect(day).toMatchObject({ usedTokens: BUDGET - 400 + CALL_TOKENS, reservedTokens: 0 });
    expect(day!.usedTokens - BUDGET).toBeLessThan(CALL_TOKENS);
  });

  it("parallel calls from a fresh day stop once used and held tokens reach the budget, never past one call", async () => {
    const user = await createUser(t);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => ask(user)));
    const done = results.filter((r) => r.status === "fulfilled").length;
    const reserve = estimateCallTokens(answerQuestionTask as never, question);
    expect(reserve).toBeGreaterThan(CALL_TOKENS);
    // Each call holds its estimate while it runs, so fewer get in than the budget would allow after the fact.
    expect(done).toBeGreaterThanOrEqual(Math.ceil(BUDGET / reserve));
    expect(done).toBeLessThanOrEqual(Math.ceil(BUDGET / CALL_TOKENS));
    expect(done).toBeLessThan(12);
    const day = await dayOf(user);
    expect(day!.usedTokens).toBe(done * CALL_TOKENS);
    expect(day!.usedTokens).toBeLessThan(BUDGET + CALL_TOKENS);
    expect(day!.reservedTokens).toBe(0);
  });

  it("the chat route answers the 429 as JSON before any stream opens", async () => {
    const user = await createUser(t);
    await setUsed(user, BUDGET);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { ...user.auth, accept: "text/event-stream", "content-type": "application/json" },
      payload: JSON.stringify({ message: "What is a loop?" }),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      error: "RATE_LIMIT_EXCEEDED",
      message: expect.stringContaining("resets at midnight UTC"),
      details: { reason: "TOKEN_BUDGET", dailyTokens: BUDGET },
    });
  });

  it("the budget is per UTC day: a new day starts from nothing", async () => {
    const user = await createUser(t);
    const db = t.handle.db;
    const budget = { userId: user.id, tokens: 100, budget: 100 };
    expect(await reserveTokens(db, { ...budget, day: "2026-03-14" })).toBe(true);
    expect(await reserveTokens(db, { ...budget, day: "2026-03-14" })).toBe(false);
    expect(await reserveTokens(db, { ...budget, day: "2026-03-15" })).toBe(true);
    const late = new Date("2026-03-14T22:30:00Z");
    expect(nextBudgetReset(late).toISOString()).toBe("2026-03-15T00:00:00.000Z");
    const error = tokenBudgetExceeded({ now: late, budget: 100, used: 100 });
    expect(error.message).toContain("in 2 hours");
    expect(error.details).toMatchObject({ hoursUntilReset: 2, resetsAt: "2026-03-15T00:00:00.000Z" });
    expect(error.headers).toEqual({ "retry-after": "5400" });
  });
});
