import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AnyTask,
  goodAnswer,
  inSpanish,
  languageOf,
  MISBEHAVIOURS,
  type Misbehaviour,
  SAMPLE_GOALS,
  samplesFor,
  type TaskSample,
} from "../../test/ai-replay.ts";
import { openTestDatabase, testConfig } from "../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { aiCalls } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { createAiEngine } from "./index.ts";
import { TRUNCATED } from "./providers/model-runner.ts";
import { finalizeOutput } from "./task.ts";

let db: DatabaseHandle;
let drop: () => Promise<void>;
let fake: FakeServer;
const waits: number[] = [];

beforeAll(async () => {
  ({ handle: db, drop } = await openTestDatabase());
  fake = await startFakeOpenAiServer();
});
afterAll(async () => {
  await fake.close();
  await db.close();
  await drop();
});
beforeEach(async () => {
  fake.reset();
  waits.length = 0;
  await db.db.delete(aiCalls);
});

const engineFor = (misbehaviour: Misbehaviour) =>
  createAiEngine({
    config: testConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: "replay-model",
      // Short where the silence is the test, so "30 seconds of silence" costs a fraction of a
      // second; generous elsewhere: on a loaded machine a good answer may take over 300 ms.
      AI_TIMEOUT_MS: misbehaviour.outcome === "timeout" ? "300" : "20000",
      AI_MAX_RETRIES: "1",
      AI_STRUCTURED_OUTPUT: misbehaviour.mode ?? "json-schema",
    }),
    db: db.db,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

/** Runs a task as the services do: streamed tasks through stream() (keeping every partial), the rest through run(). */
async function runTask(misbehaviour: Misbehaviour, sample: TaskSample) {
  const ai = await engineFor(misbehaviour);
  const partials: unknown[] = [];
  try {
    if (!sample.task.stream)
      return { output: await ai.run(sample.task, sample.input, { tier: "free" }), partials };
    let output: unknown;
    for await (const event of ai.stream(sample.task, sample.input, { tier: "free" })) {
      if (event.type === "partial") partials.push(event.partial);
      else output = event.output;
    }
    return { output, partials };
  } catch (error) {
    return { error, partials };
  }
}

const samples = samplesFor(SAMPLE_GOALS[0]!);
const cases = samples.flatMap((sample) =>
  MISBEHAVIOURS.filter((m) => m.appliesTo === "all" || sample.task.format !== "text").map(
    (misbehaviour) => [sample.task.name, misbehaviour.name, sample, misbehaviour] as const,
  ),
);

const expectedOutput = (task: AnyTask, input: unknown, answer: string) =>
  finalizeOutput(task, task.format === "text" ? answer : JSON.parse(answer), input as never);

describe("replayed model misbehaviour, for every task", () => {
  it("has a sample for every task folder", () => {
    const folders = readdirSync(path.join(import.meta.dirname, "tasks"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(samples.map((s) => s.task.name).sort()).toEqual(folders.sort());
  });

  it.each(cases)("%s: %s", async (_task, _name, sample, misbehaviour) => {
    const good = goodAnswer(sample);
    fake.reply(...misbehaviour.replies(sample.task, good));
    const { output, error, partials } = await runTask(misbehaviour, sample);
    expect(fake.requests).toHaveLength(misbehaviour.requests);
    const [row] = await db.db.select().from(aiCalls);
    expect(row?.attempts).toBe(misbehaviour.requests);

    // Nothing a caller gets, finished or partial, holds a scratchpad.
    expect(JSON.stringify([output ?? null, partials])).not.toMatch(/<\/?think|step by step about the schema/);

    if (misbehaviour.outcome === "ok") {
      expect(error).toBeUndefined();
      expect(row?.outcome).toBe("ok");
      if (misbehaviour.name === "answer in the wrong language") {
        expect(output).toEqual(expectedOutput(sample.task, sample.input, inSpanish(good)));
        // Accepted (the schema holds), and eval:ai's language column catches it.
        if (languageOf(expectedOutput(sample.task, sample.input, good)) === "eng")
          expect(languageOf(output)).not.toBe("eng");
      } else {
        expect(output).toEqual(expectedOutput(sample.task, sample.input, good));
      }
      if (misbehaviour.name === "<think> block") expect(row!.reasoningTokens).toBeGreaterThan(0);
      if (misbehaviour.name === "429 with Retry-After") expect(waits).toEqual([2000]);
      if (misbehaviour.name.startsWith("cut-off")) {
        const [first, second] = fake.requests.map((r) => r.body.max_tokens);
        expect(second).toBe(first * 2);
      }
      if (misbehaviour.name.startsWith("tool call")) {
        expect(fake.requests[0]!.body.tool_choice).toMatchObject({ type: "function" });
        expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain("could not be used");
      }
      return;
    }
    expect(error).toBeInstanceOf(AppError);
    if (misbehaviour.outcome === "truncated") {
      expect((error as AppError).code).toBe("AI_OUTPUT_INVALID");
      expect((error as AppError).message).toBe(TRUNCATED);
      expect(row?.outcome).toBe("truncated");
    } else {
      expect((error as AppError).code).toBe("AI_UNAVAILABLE");
      expect(row?.outcome).toBe(misbehaviour.outcome);
    }
  });
});

describe("each structured-output mode's request", () => {
  const sample = samples.find((s) => s.task.name === "write-section-lessons")!;
  it.each([
    ["json-schema", "json_schema", false],
    ["json-object", "json_object", true],
    ["prompt", undefined, true],
    ["tool", undefined, false],
  ] as const)("%s: response_format %s, schema in the instructions %s", async (mode, format, inPrompt) => {
    const good = goodAnswer(sample);
    fake.reply(mode === "tool" ? replyWithTool(good) : { kind: "json", content: `Sure!\n${good}` });
    const ai = await engineFor({ ...MISBEHAVIOURS[0]!, mode: mode as "tool" });
    expect(await ai.run(sample.task, sample.input, { tier: "free" })).toEqual(JSON.parse(good));
    const body = fake.requests[0]!.body;
    expect(body.response_format?.type).toBe(format);
    expect(JSON.stringify(body.messages[0]).includes('\\"lessons\\"')).toBe(inPrompt);
    expect(Boolean(body.tools)).toBe(mode === "tool");
  });
});

const replyWithTool = (good: string) => ({ kind: "json" as const, content: "", tool: { arguments: good } });
