import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testConfig } from "../../test/app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { parseAiPrices, priceVariableOf } from "./prices.ts";
import { insertAiCall, listAiCallTotals } from "./repository.ts";
import { buildUsageReport } from "./usage-report.ts";

let db: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await db.close();
  await drop();
});

const call = (
  task: string,
  model: string,
  inputTokens: number,
  outputTokens: number,
  outcome: "ok" | "error" = "ok",
) =>
  insertAiCall(db.db, {
    userId: null,
    task,
    provider: "openai",
    model,
    inputTokens,
    outputTokens,
    latencyMs: 5,
    outcome,
    attempts: 1,
  });

describe("AI prices and the usage report (npm run usage)", () => {
  it("reads AI_PRICE_<MODEL>=<in>,<out> and refuses anything else, naming the variable", () => {
    expect(priceVariableOf("gpt-5-mini")).toBe("AI_PRICE_GPT_5_MINI");
    expect(priceVariableOf("qwen3:8b")).toBe("AI_PRICE_QWEN3_8B");
    expect(testConfig({ AI_PRICE_GPT_5_MINI: "0.25, 2" }).AI_PRICES).toEqual({
      AI_PRICE_GPT_5_MINI: { inputPerMillion: 0.25, outputPerMillion: 2 },
    });
    expect(() => testConfig({ AI_PRICE_GPT_5: "cheap" })).toThrow(
      'Invalid environment variable AI_PRICE_GPT_5="cheap": expected "<input>,<output>" dollars per million tokens',
    );
  });

  it("prices calls per learner, task and day, with the lesson's and the course's average", async () => {
    await call("write-course-roadmap", "gpt-5-mini", 1_000, 1_000);
    await call("write-lesson", "gpt-5-mini", 2_000, 8_000);
    await call("write-lesson", "gpt-5-mini", 2_000, 8_000);
    await call("write-lesson", "gpt-5-mini", 2_000, 0, "error");
    await call("answer-question", "local-llama", 500, 100);
    const totals = await listAiCallTotals(db.db, { since: new Date(Date.now() - 86_400_000) });
    const prices = parseAiPrices({ AI_PRICE_GPT_5_MINI: "0.25,2" });
    const report = buildUsageReport(totals, prices);
    const today = new Date().toISOString().slice(0, 10);
    // The lessons: 6,000 in and 16,000 out on gpt-5-mini, (6000 × 0.25 + 16000 × 2) / 1e6 = $0.0335.
    expect(report.byTask.find((l) => l.key === "write-lesson")).toMatchObject({
      calls: 3,
      inputTokens: 6_000,
      outputTokens: 16_000,
    });
    expect(report.byTask.find((l) => l.key === "write-lesson")!.cost).toBeCloseTo(0.0335, 6);
    expect(report.byTask.find((l) => l.key === "answer-question")!.cost).toBeNull();
    expect(report.byDay).toEqual([
      { key: today, calls: 5, inputTokens: 7_500, outputTokens: 17_100, cost: null },
    ]);
    expect(report.byLearner.map((l) => l.key)).toEqual(["(no learner)"]);
    // Two lessons written (the failed call's tokens still count against them).
    expect(report.lessonAverage).toBeCloseTo(0.0335 / 2, 6);
    // One course: its roadmap and its lessons.
    expect(report.courseAverage).toBeCloseTo(0.0335 + 0.00225, 6);
    expect(report.unpriced).toEqual(["AI_PRICE_LOCAL_LLAMA"]);
  });
});
