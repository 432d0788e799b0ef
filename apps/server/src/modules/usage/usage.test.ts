import { DAILY_TOKEN_BUDGETS, PLAN_LIMITS, UsageSummarySchema } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { createUser, makePro, type TestUser, useTestApp } from "../../../test/factories.ts";
import { nextBudgetReset, utcDay } from "../../ai/token-budget.ts";
import { aiCalls, aiTokenDays } from "../../db/schema/index.ts";
import { monthStart } from "./service.ts";

describe("GET /api/usage", () => {
  const fx = useTestApp();

  const callRow = (
    user: TestUser,
    task: string,
    at: Date,
    extra: Partial<typeof aiCalls.$inferInsert> = {},
  ) => ({
    userId: user.id,
    task,
    provider: "openai",
    model: "gpt-5-mini",
    inputTokens: 1000,
    outputTokens: 500,
    latencyMs: 900,
    outcome: "ok",
    attempts: 1,
    createdAt: at,
    ...extra,
  });

  it("counts this month's lessons, chat messages and tokens, today's budget left, and the plan's limits", async () => {
    const user = await createUser(fx.t);
    const other = await createUser(fx.t);
    const now = new Date();
    const thisMonth = new Date(Math.max(monthStart(now).getTime(), now.getTime() - 60_000));
    const lastMonth = new Date(monthStart(now).getTime() - 3_600_000);
    await fx.t.handle.db
      .insert(aiCalls)
      .values([
        callRow(user, "write-lesson", thisMonth),
        callRow(user, "rewrite-lesson", thisMonth),
        callRow(user, "write-lesson", thisMonth, { outcome: "truncated" }),
        callRow(user, "answer-question", thisMonth),
        callRow(user, "answer-question", thisMonth),
        callRow(user, "answer-from-sources", thisMonth),
        callRow(user, "write-review-cards", thisMonth),
        callRow(user, "write-lesson", lastMonth),
        callRow(other, "write-lesson", thisMonth),
      ]);
    await fx.t.handle.db
      .insert(aiTokenDays)
      .values({ userId: user.id, day: utcDay(now), usedTokens: 12_000, reservedTokens: 3_000 });

    const res = await fx.call(user, "GET", "/api/usage");
    expect(res.statusCode).toBe(200);
    const usage = UsageSummarySchema.parse(res.json());
    expect(usage).toEqual({
      plan: "free",
      month: {
        start: monthStart(now).toISOString(),
        lessonsWritten: 2,
        chatMessages: 3,
        inputTokens: 7 * 1000,
        outputTokens: 7 * 500,
      },
      today: {
        usedTokens: 12_000,
        tokensLeft: DAILY_TOKEN_BUDGETS.free - 12_000 - 3_000,
        resetsAt: nextBudgetReset(now).toISOString(),
      },
      limits: {
        lessonGenerationsPerDay: PLAN_LIMITS.free.lessonGenerationsPerDay,
        chatMessagesPerDay: PLAN_LIMITS.free.chatMessagesPerDay,
        dailyTokens: DAILY_TOKEN_BUDGETS.free,
      },
    });
  });

  it("a new learner has used nothing; a Pro learner sees Pro's limits", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const usage = UsageSummarySchema.parse((await fx.call(user, "GET", "/api/usage")).json());
    expect(usage.plan).toBe("pro");
    expect(usage.month).toMatchObject({
      lessonsWritten: 0,
      chatMessages: 0,
      inputTokens: 0,
      outputTokens: 0,
    });
    expect(usage.today).toMatchObject({ usedTokens: 0, tokensLeft: DAILY_TOKEN_BUDGETS.pro });
    expect(usage.limits).toEqual({
      lessonGenerationsPerDay: null,
      chatMessagesPerDay: null,
      dailyTokens: DAILY_TOKEN_BUDGETS.pro,
    });
  });

  it("needs a signed-in learner", async () => {
    expect((await fx.t.app.inject({ method: "GET", url: "/api/usage" })).statusCode).toBe(401);
  });
});

describe("GET /api/usage with the budget turned off", () => {
  const fx = useTestApp({ AI_DAILY_TOKENS_FREE: "0" });
  it("answers no budget: tokens left and the daily limit are null", async () => {
    const user = await createUser(fx.t);
    const usage = UsageSummarySchema.parse((await fx.call(user, "GET", "/api/usage")).json());
    expect(usage.today.tokensLeft).toBeNull();
    expect(usage.limits.dailyTokens).toBeNull();
  });
});
