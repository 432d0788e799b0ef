import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { goodAnswer, replyWith, SAMPLE_GOALS, samplesFor, type TaskSample } from "../../test/ai-replay.ts";
import { openTestDatabase, testConfig } from "../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { aiCalls } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { type AiEngine, createAiEngine } from "./index.ts";
import { listAiCallTotals } from "./repository.ts";
import { buildUsageReport } from "./usage-report.ts";

/**
 * AI_ROUTES against two fake OpenAI-compatible servers: `big` (AI_PROVIDER's server) and `small`
 * (the Ollama of the routes). Cards and lessons go to small with big as their fallback.
 */
let db: DatabaseHandle;
let drop: () => Promise<void>;
let big: FakeServer;
let small: FakeServer;
let engine: AiEngine;
const samples = samplesFor(SAMPLE_GOALS[0]!);
const sampleOf = (name: string) => samples.find((s) => s.task.name === name)!;
const cards = sampleOf("write-review-cards");
const lesson = sampleOf("write-lesson");
const plan = sampleOf("plan-goal");

const answer = async (sample: TaskSample, tier: "free" | "pro" = "free") => {
  if (!sample.task.stream) return engine.run(sample.task, sample.input, { tier });
  let output: unknown;
  for await (const event of engine.stream(sample.task, sample.input, { tier }))
    if (event.type === "final") output = event.output;
  return output;
};
const rows = () =>
  db.db
    .select({
      task: aiCalls.task,
      route: aiCalls.route,
      outcome: aiCalls.outcome,
      attempts: aiCalls.attempts,
    })
    .from(aiCalls)
    .orderBy(aiCalls.createdAt);

beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
  [big, small] = await Promise.all([startFakeOpenAiServer(), startFakeOpenAiServer()]);
  const config = testConfig({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: big.baseUrl,
    AI_MODEL: "big",
    AI_MODEL_PRO: "big-pro",
    OLLAMA_BASE_URL: small.baseUrl,
    AI_ROUTES:
      "cards=ollama:small+json-object|openai-compatible:big; writing@free=ollama:small|openai-compatible:big",
    AI_MAX_RETRIES: "1",
    AI_TIMEOUT_MS: "800",
  });
  engine = await createAiEngine({ config, db: db.db, sleep: async () => {} });
});
afterAll(async () => {
  await Promise.all([big.close(), small.close()]);
  await db.close();
  await drop();
});
beforeEach(async () => {
  big.reset();
  small.reset();
  await db.db.delete(aiCalls);
});

describe("AI_ROUTES routing", () => {
  it("sends each task to its route's server and model, per plan, and records the route", async () => {
    small.reply(replyWith(cards.task, goodAnswer(cards)), replyWith(lesson.task, goodAnswer(lesson)));
    big.reply(replyWith(plan.task, goodAnswer(plan)), replyWith(lesson.task, goodAnswer(lesson)));
    await answer(cards);
    await answer(lesson, "free");
    await answer(plan, "pro");
    await answer(lesson, "pro");
    expect(small.requests.map((r) => r.body.model)).toEqual(["small", "small"]);
    // The route's structured-output mode: json-object instead of the provider's json-schema.
    expect(small.requests[0]!.body.response_format).toEqual({ type: "json_object" });
    expect(big.requests.map((r) => r.body.model)).toEqual(["big-pro", "big-pro"]);
    expect(await rows()).toEqual([
      { task: "write-review-cards", route: "cards: ollama:small+json-object", outcome: "ok", attempts: 1 },
      { task: "write-lesson", route: "writing@free: ollama:small", outcome: "ok", attempts: 1 },
      { task: "plan-goal", route: "default: openai-compatible:big-pro", outcome: "ok", attempts: 1 },
      { task: "write-lesson", route: "default: openai-compatible:big-pro", outcome: "ok", attempts: 1 },
    ]);
  });

  it.each([
    ["429", { kind: "status", status: 429, headers: { "retry-after-ms": "5" } }, 2, "retry_exhausted"],
    ["503", { kind: "status", status: 503 }, 2, "retry_exhausted"],
    ["a timeout", { kind: "hang" }, 1, "timeout"],
  ] as const)(
    "falls back after the retries on %s, and the row of the answer names the fallback",
    async (_, failure, attempts, outcome) => {
      small.reply(failure, failure);
      big.reply(replyWith(cards.task, goodAnswer(cards)));
      const output = (await answer(cards)) as { cards: unknown[] };
      expect(output.cards.length).toBeGreaterThan(0);
      expect(small.requests).toHaveLength(attempts);
      expect(big.requests).toHaveLength(1);
      expect(await rows()).toEqual([
        { task: "write-review-cards", route: "cards: ollama:small+json-object", outcome, attempts },
        {
          task: "write-review-cards",
          route: "cards (fallback): openai-compatible:big",
          outcome: "ok",
          attempts: 1,
        },
      ]);
    },
  );

  it("falls back for a streamed task before its first token, and fails when the fallback fails too", async () => {
    small.reply({ kind: "status", status: 500 }, { kind: "status", status: 500 });
    big.reply(replyWith(lesson.task, goodAnswer(lesson)));
    expect(await answer(lesson)).toMatchObject({ title: expect.any(String) });
    expect((await rows()).map((r) => r.route)).toEqual([
      "writing@free: ollama:small",
      "writing@free (fallback): openai-compatible:big",
    ]);
    // Both down (nothing queued: 500s): the learner gets the one AI_UNAVAILABLE, each route its row.
    const error = await answer(cards).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("AI_UNAVAILABLE");
    expect((await rows()).slice(2).map((r) => [r.route, r.outcome])).toEqual([
      ["cards: ollama:small+json-object", "retry_exhausted"],
      ["cards (fallback): openai-compatible:big", "retry_exhausted"],
    ]);
  });

  it("does not fall back on an answer that fails its schema: that is the model's, and the repair round had it", async () => {
    small.reply(replyWith(cards.task, '{"cards": "none"}'), replyWith(cards.task, '{"cards": "none"}'));
    const error = await answer(cards).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("AI_OUTPUT_INVALID");
    expect(big.requests).toHaveLength(0);
    expect((await rows()).map((r) => [r.route, r.outcome])).toEqual([
      ["cards: ollama:small+json-object", "invalid_output"],
    ]);
  });

  it("splits usage by route, the fallback's calls apart", async () => {
    small.reply(
      { kind: "status", status: 429 },
      { kind: "status", status: 429 },
      replyWith(cards.task, goodAnswer(cards)),
    );
    big.reply(replyWith(cards.task, goodAnswer(cards)));
    await answer(cards);
    await answer(cards);
    const report = buildUsageReport(await listAiCallTotals(db.db, { since: new Date(0) }), {});
    expect(Object.fromEntries(report.byRoute.map((line) => [line.key, line.calls]))).toEqual({
      "cards: ollama:small+json-object": 2,
      "cards (fallback): openai-compatible:big": 1,
    });
  });
});
