import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, testConfig } from "../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { aiCalls } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import type { AiEngine } from "./engine.ts";
import { createAiEngine } from "./index.ts";
import { type AiStreamEvent, defineTask } from "./task.ts";
import { planGoalTask } from "./tasks/plan-goal/index.ts";

/** A small object task whose answer is a list, as a lesson's blocks are. */
const listTask = defineTask({
  name: "test-list",
  schema: z.object({ items: z.array(z.object({ text: z.string().min(1) })).min(1) }),
  description: "A list of items",
  buildPrompt: (input: { topic: string }) => ({ instructions: "List items.", prompt: input.topic }),
  finalize: (output) => output.items.map((item) => item.text),
  maxOutputTokens: 200,
});

/** A plain-text task, as a chat answer is. */
const textTask = defineTask({
  name: "test-text",
  format: "text",
  schema: z.string().min(1),
  description: "An answer",
  buildPrompt: (input: { question: string }) => ({
    instructions: "Answer briefly.",
    prompt: input.question,
    history: [
      { role: "user", content: "earlier question" },
      { role: "assistant", content: "earlier answer" },
    ],
  }),
  maxOutputTokens: 200,
});

async function collect<R, O>(events: AsyncIterable<AiStreamEvent<R, O>>) {
  const seen: AiStreamEvent<R, O>[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe("the demo provider", () => {
  it("is the demo package's engine, loaded for AI_PROVIDER=demo, and its calls are recorded", async () => {
    const { handle, drop } = await openTestDatabase();
    const ai = await createAiEngine({ config: testConfig({ AI_DEMO_STEP_MS: "0" }), db: handle.db });
    expect(ai.provider).toBe("demo");
    const events = await collect(
      ai.stream(planGoalTask, { goal: "learn Python", clarifications: [], profile: {} }, { tier: "free" }),
    );
    expect(events.filter((e) => e.type === "partial").length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)?.type).toBe("final");
    expect(await handle.db.select().from(aiCalls)).toMatchObject([{ task: "plan-goal", provider: "demo" }]);
    await handle.close();
    await drop();
  });
});

describe("model engine streaming against a fake OpenAI-compatible server", () => {
  let db: DatabaseHandle;
  let drop: () => Promise<void>;
  let fake: FakeServer;
  let ai: AiEngine;
  beforeAll(async () => {
    ({ handle: db, drop } = await openTestDatabase());
    fake = await startFakeOpenAiServer();
    ai = await createAiEngine({
      config: testConfig({
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: fake.baseUrl,
        // Generous: nothing here measures the timeout, and a loaded machine answers late.
        AI_TIMEOUT_MS: "20000",
      }),
      db: db.db,
      sleep: async () => {},
    });
  });
  afterAll(async () => {
    await fake.close();
    await db.close();
    await drop();
  });
  beforeEach(async () => {
    fake.reset();
    await db.db.delete(aiCalls);
  });

  const listAnswer = JSON.stringify({ items: [{ text: "alpha" }, { text: "beta" }, { text: "gamma" }] });

  it("yields growing partial objects before the final answer arrives", async () => {
    fake.reply({
      kind: "sse",
      content: listAnswer,
      pieces: 8,
      delayMs: 15,
      usage: { prompt: 50, completion: 20 },
    });
    const events = await collect(ai.stream(listTask, { topic: "Greek letters" }, { tier: "free" }));
    const partials = events.filter((e) => e.type === "partial");
    expect(partials.length).toBeGreaterThan(1);
    const firstWithItem = partials.find((e) => e.type === "partial" && (e.partial.items?.length ?? 0) > 0);
    expect(firstWithItem).toBeDefined();
    expect(events.at(-1)).toEqual({ type: "final", output: ["alpha", "beta", "gamma"] });
    expect(fake.requests[0]!.body.stream).toBe(true);
    const [row] = await db.db.select().from(aiCalls);
    expect(row).toMatchObject({
      task: "test-list",
      outcome: "ok",
      inputTokens: 50,
      outputTokens: 20,
      attempts: 1,
    });
  });

  it("streams a text task as deltas, sending earlier turns as messages", async () => {
    fake.reply({ kind: "sse", content: "Loops repeat a block of code.", pieces: 5 });
    const events = await collect(ai.stream(textTask, { question: "What is a loop?" }, { tier: "free" }));
    const deltas = events.flatMap((e) => (e.type === "partial" && e.delta ? [e.delta] : []));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("Loops repeat a block of code.");
    expect(events.at(-1)).toEqual({ type: "final", output: "Loops repeat a block of code." });
    const messages = fake.requests[0]!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(fake.requests[0]!.body.response_format).toBeUndefined();
  });

  it("retries a 429 before the first token, then streams", async () => {
    fake.reply(
      { kind: "status", status: 429, headers: { "retry-after": "0" } },
      { kind: "sse", content: listAnswer },
    );
    const events = await collect(ai.stream(listTask, { topic: "x" }, { tier: "free" }));
    expect(events.at(-1)?.type).toBe("final");
    expect(fake.requests).toHaveLength(2);
    const [row] = await db.db.select().from(aiCalls);
    expect(row).toMatchObject({ outcome: "ok", attempts: 2 });
  });

  it("repairs an invalid streamed answer once with a follow-up request", async () => {
    fake.reply(
      { kind: "sse", content: JSON.stringify({ items: [] }) },
      { kind: "json", content: listAnswer },
    );
    const events = await collect(ai.stream(listTask, { topic: "x" }, { tier: "free" }));
    expect(events.at(-1)).toEqual({ type: "final", output: ["alpha", "beta", "gamma"] });
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain("could not be used");
  });

  it("throws AI_UNAVAILABLE from the iterator when the provider keeps failing", async () => {
    fake.reply(
      { kind: "status", status: 503 },
      { kind: "status", status: 503 },
      { kind: "status", status: 503 },
    );
    const error = await collect(ai.stream(listTask, { topic: "x" }, { tier: "free" })).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("AI_UNAVAILABLE");
    const [row] = await db.db.select().from(aiCalls);
    expect(row).toMatchObject({ outcome: "retry_exhausted" });
  });

  it("run() of a streamed task still answers with the finalized output", async () => {
    const plan = {
      clarifyingQuestion: "What do you want to build with Python?",
      goal: null,
    };
    fake.reply({ kind: "sse", content: JSON.stringify(plan) });
    const result = await ai.run(
      planGoalTask,
      { goal: "python", clarifications: [], profile: {} },
      { tier: "free" },
    );
    expect(result).toEqual({ clarifyingQuestion: "What do you want to build with Python?" });
  });
});
