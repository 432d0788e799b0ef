import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, testConfig } from "../../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { aiCalls, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { createAiEngine } from "../index.ts";
import { planGoalTask } from "../tasks/plan-goal/index.ts";
import { writeChoiceQuizTask } from "../tasks/write-choice-quiz/index.ts";
import { writeImagePromptTask } from "../tasks/write-image-prompt/index.ts";
import { writeKnowledgeQuestionsTask } from "../tasks/write-knowledge-questions/index.ts";
import { writeSectionLessonsTask } from "../tasks/write-section-lessons/index.ts";

const plan = {
  clarifyingQuestion: null,
  goal: {
    title: "Python for Data Analysis",
    courses: [1, 2, 3].map((n) => ({
      title: `Course ${n} on Python for data analysis`,
      description: "A course description that is long enough to pass the schema.",
      complexityLevel: n,
      desiredDuration: 10 * n,
      realisticDuration: 12 * n,
      tags: ["python", "data"],
    })),
  },
};
const lessons = {
  lessons: ["Loading CSV Files", "Exploring Columns", "Filtering Rows"].map((title) => ({
    title,
    estimatedMinutes: 25,
    concepts: [
      { name: `${title} idea`, buildsOn: [] },
      { name: `${title} practice`, buildsOn: [`${title} idea`] },
    ],
  })),
};
const quiz = {
  questions: [1, 2, 3].map((n) => ({
    question: `Question number ${n} about pandas?`,
    options: ["A1", "B1", "C1", "D1"],
    correctIndex: n % 4,
  })),
};
const GOAL = "learn Python for data analysis at work";
const section = { topic: "Working with DataFrames", summary: "Load and explore tabular data." };

let db: DatabaseHandle;
let dropDb: () => Promise<void>;
let fake: FakeServer;
let userId: string;

beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.handle;
  dropDb = opened.drop;
  fake = await startFakeOpenAiServer();
  const [user] = await db.db
    .insert(users)
    .values({ username: "ai-tester", email: "ai-tester@example.com", passwordHash: "x" })
    .returning();
  userId = user!.id;
});
afterAll(async () => {
  await fake.close();
  await db.close();
  await dropDb();
});
beforeEach(async () => {
  fake.reset();
  await db.db.delete(aiCalls);
});

/** The ai_calls rows written so far. */
const callRows = () => db.db.select().from(aiCalls);

describe.each(["openai-compatible", "openai"] as const)(
  "%s provider against a fake chat-completions server",
  (provider) => {
    /** Generous by default (a loaded machine answers late, and nothing is measured); short where the timeout is the test. */
    const engineFor = (timeoutMs = 20_000) =>
      createAiEngine({
        config: testConfig({
          AI_PROVIDER: provider,
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: "sk-test-secret",
          AI_MODEL: "standard-model",
          AI_MODEL_PRO: "best-model",
          AI_TIMEOUT_MS: String(timeoutMs),
          AI_MAX_RETRIES: "2",
        }),
        db: db.db,
      });

    it("answers a plain (non-streamed) task and records its tokens", async () => {
      fake.reply({ kind: "json", content: JSON.stringify(lessons), usage: { prompt: 321, completion: 54 } });
      const result = await (await engineFor()).run(
        writeSectionLessonsTask,
        {
          goal: GOAL,
          courseTitle: "Working with Data in pandas",
          section,
          previousSections: ["Setting Up Python"],
        },
        { userId, tier: "free" },
      );
      expect(result).toEqual(lessons);
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request!.path).toBe("/v1/chat/completions");
      expect(request!.headers.authorization).toBe("Bearer sk-test-secret");
      expect(request!.body.model).toBe("standard-model");
      expect(request!.body.stream).toBeFalsy();
      expect(JSON.stringify(request!.body.messages)).toContain(GOAL);
      expect(request!.body.response_format.type).toBe("json_schema");
      expect(request!.body.response_format.json_schema.schema.properties.lessons.maxItems).toBe(6);
      const rows = await callRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId,
        task: "write-section-lessons",
        provider,
        model: "standard-model",
        inputTokens: 321,
        outputTokens: 54,
        outcome: "ok",
        attempts: 1,
      });
    });

    it("streams a plan (server-sent events) with the pro model and records the usage chunk", async () => {
      fake.reply({
        kind: "sse",
        content: JSON.stringify(plan),
        usage: { prompt: 812, completion: 406 },
        pieces: 7,
      });
      const result = await (await engineFor()).run(
        planGoalTask,
        {
          goal: GOAL,
          clarifications: [{ question: "What level?", answer: "beginner" }],
          profile: { currentStatus: 2 },
        },
        { userId, tier: "pro" },
      );
      expect(result).toEqual({ goal: plan.goal });
      const [request] = fake.requests;
      expect(request!.path).toBe("/v1/chat/completions");
      expect(request!.body.stream).toBe(true);
      expect(request!.body.model).toBe("best-model");
      const sent = JSON.stringify(request!.body.messages);
      expect(sent).toContain(GOAL);
      expect(sent).toContain("employed full-time");
      expect(request!.body.response_format.json_schema.name).toBe("plan_goal");
      const rows = await callRows();
      expect(rows[0]).toMatchObject({
        task: "plan-goal",
        model: "best-model",
        inputTokens: 812,
        outputTokens: 406,
        outcome: "ok",
      });
    });

    it("repairs an answer that fails its schema with one follow-up message", async () => {
      const broken = JSON.stringify({
        questions: [{ question: "Too few options?", options: ["A", "B"], correctIndex: 7 }],
      });
      fake.reply(
        { kind: "json", content: broken, usage: { prompt: 100, completion: 20 } },
        { kind: "json", content: JSON.stringify(quiz), usage: { prompt: 150, completion: 60 } },
      );
      const result = await (await engineFor()).run(
        writeChoiceQuizTask,
        { goal: GOAL },
        { userId, tier: "free" },
      );
      expect(result).toEqual(quiz);
      expect(fake.requests).toHaveLength(2);
      const messages = fake.requests[1]!.body.messages as { role: string; content: string }[];
      expect(messages.at(-2)).toMatchObject({ role: "assistant", content: broken });
      expect(messages.at(-1)!.role).toBe("user");
      expect(messages.at(-1)!.content).toContain("could not be used");
      const rows = await callRows();
      expect(rows[0]).toMatchObject({ outcome: "ok", attempts: 2, inputTokens: 250, outputTokens: 80 });
    });

    it("gives AI_OUTPUT_INVALID after the repair attempt also fails", async () => {
      fake.reply(
        { kind: "json", content: "not json at all {" },
        { kind: "json", content: '{"questions": []}' },
      );
      const error = await (await engineFor())
        .run(writeChoiceQuizTask, { goal: GOAL }, { tier: "free" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "AI_OUTPUT_INVALID", status: 502 });
      expect(fake.requests).toHaveLength(2);
      expect((await callRows())[0]).toMatchObject({ userId: null, outcome: "invalid_output", attempts: 2 });
    });

    it("waits for Retry-After on 429, then succeeds", async () => {
      fake.reply(
        { kind: "status", status: 429, headers: { "retry-after": "1" } },
        { kind: "json", content: JSON.stringify(lessons) },
      );
      const started = Date.now();
      await (await engineFor()).run(
        writeSectionLessonsTask,
        { goal: GOAL, courseTitle: "Course", section, previousSections: [] },
        { userId, tier: "free" },
      );
      expect(fake.requests).toHaveLength(2);
      const waited = fake.requests[1]!.at - fake.requests[0]!.at;
      expect(waited).toBeGreaterThanOrEqual(950);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect((await callRows())[0]).toMatchObject({ outcome: "ok", attempts: 2 });
    });

    it("gives AI_UNAVAILABLE after retries on 5xx run out (no SDK retries on top)", async () => {
      const busy = { kind: "status", status: 503, headers: { "retry-after": "0" } } as const;
      fake.reply(busy, busy, busy);
      const error = await (await engineFor())
        .run(writeKnowledgeQuestionsTask, { goal: GOAL }, { userId, tier: "free" })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "AI_UNAVAILABLE", status: 503 });
      expect(fake.requests).toHaveLength(3); // 1 + AI_MAX_RETRIES
      expect((await callRows())[0]).toMatchObject({ outcome: "retry_exhausted", attempts: 3 });
    });

    it("gives AI_UNAVAILABLE when the provider hangs past the timeout", async () => {
      fake.reply({ kind: "hang" });
      const started = Date.now();
      const error = await (await engineFor(800))
        .run(writeImagePromptTask, { goal: GOAL }, { userId, tier: "free" })
        .catch((e: unknown) => e);
      const elapsed = Date.now() - started;
      expect(error).toMatchObject({ code: "AI_UNAVAILABLE", status: 503 });
      expect((error as AppError).message).not.toContain("sk-test");
      expect(elapsed).toBeGreaterThanOrEqual(750);
      expect(elapsed).toBeLessThan(5000);
      expect(fake.requests).toHaveLength(1);
      expect((await callRows())[0]).toMatchObject({ outcome: "timeout", attempts: 1 });
    });
  },
);
