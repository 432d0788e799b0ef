import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/app.ts";
import { users } from "../db/schema/index.ts";
import { insertAiCall, summarizeAiUsage } from "./repository.ts";
import { planGoalTask } from "./tasks/plan-goal/index.ts";

let t: TestContext;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db
    .insert(users)
    .values([
      { username: "alice", email: "alice-ai@example.com", passwordHash: "x" },
      { username: "bob", email: "bob-ai@example.com", passwordHash: "x" },
    ])
    .returning();
  alice = rows[0]!.id;
  bob = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
});

const call = (
  userId: string | null,
  task: string,
  inputTokens: number,
  outputTokens: number,
  outcome: "ok" | "timeout" = "ok",
) =>
  insertAiCall(t.handle.db, {
    userId,
    task,
    provider: "openai",
    model: "m",
    inputTokens,
    outputTokens,
    latencyMs: 10,
    outcome,
    attempts: 1,
  });

describe("summarizeAiUsage", () => {
  it("sums tokens and calls per user and task, most tokens first", async () => {
    await call(alice, "plan-goal", 800, 400);
    await call(alice, "plan-goal", 200, 100, "timeout");
    await call(alice, "write-course-roadmap", 300, 150);
    await call(bob, "plan-goal", 50, 25);
    await call(null, "write-image-prompt", 10, 5);
    const rows = await summarizeAiUsage(t.handle.db);
    expect(rows).toEqual([
      {
        userId: alice,
        task: "plan-goal",
        calls: 2,
        failedCalls: 1,
        inputTokens: 1000,
        outputTokens: 500,
        reasoningTokens: 0,
      },
      {
        userId: alice,
        task: "write-course-roadmap",
        calls: 1,
        failedCalls: 0,
        inputTokens: 300,
        outputTokens: 150,
        reasoningTokens: 0,
      },
      {
        userId: bob,
        task: "plan-goal",
        calls: 1,
        failedCalls: 0,
        inputTokens: 50,
        outputTokens: 25,
        reasoningTokens: 0,
      },
      {
        userId: null,
        task: "write-image-prompt",
        calls: 1,
        failedCalls: 0,
        inputTokens: 10,
        outputTokens: 5,
        reasoningTokens: 0,
      },
    ]);
  });

  it("sums the reasoning tokens among the output tokens", async () => {
    await insertAiCall(t.handle.db, {
      userId: null,
      task: "write-lesson",
      provider: "openai-compatible",
      model: "qwen3",
      inputTokens: 900,
      outputTokens: 700,
      reasoningTokens: 300,
      firstTokenMs: 1200,
      latencyMs: 4000,
      outcome: "ok",
      attempts: 1,
    });
    const rows = await summarizeAiUsage(t.handle.db);
    expect(rows.find((r) => r.task === "write-lesson")).toMatchObject({
      outputTokens: 700,
      reasoningTokens: 300,
    });
  });

  it("filters by user and by date", async () => {
    expect(await summarizeAiUsage(t.handle.db, { userId: bob })).toEqual([
      {
        userId: bob,
        task: "plan-goal",
        calls: 1,
        failedCalls: 0,
        inputTokens: 50,
        outputTokens: 25,
        reasoningTokens: 0,
      },
    ]);
    expect(await summarizeAiUsage(t.handle.db, { since: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it("gets a row for every demo engine call, with the caller's user id", async () => {
    expect(t.app.deps.ai.provider).toBe("demo");
    const plan = await t.app.deps.ai.run(
      planGoalTask,
      { goal: "learn Python for data analysis", clarifications: [], profile: {} },
      { userId: bob, tier: "free" },
    );
    expect("goal" in plan && plan.goal.courses.length).toBeGreaterThanOrEqual(3);
    const rows = await summarizeAiUsage(t.handle.db, { userId: bob });
    expect(rows.find((r) => r.task === "plan-goal")).toMatchObject({ calls: 2, inputTokens: 50 });
  });
});
