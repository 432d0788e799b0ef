import type { LessonBlock } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { bindCall, createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { refuseMemoryRequests } from "../../../test/fake-model-app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { CHAT_MODE_INSTRUCTIONS } from "../../ai/tasks/answer-question/prompt.ts";
import { lessons } from "../../db/schema/index.ts";

const BLOCKS: LessonBlock[] = [
  { type: "header", level: 2, text: "Photosynthesis" },
  {
    type: "paragraph",
    text: "Chlorophyll absorbs sunlight and turns carbon dioxide and water into glucose.",
  },
  {
    type: "checkpoint",
    question: "Which gas do plants release?",
    choices: ["Oxygen", "Nitrogen", "Helium"],
    answer: "Oxygen",
    explanation: "Oxygen leaves through the stomata as a by-product.",
  },
];

async function learnerWithLesson(t: TestContext) {
  const user = await createUser(t);
  await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
  const [lesson] = await t.handle.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.userId, user.id));
  await t.handle.db
    .update(lessons)
    .set({ title: "How Plants Make Food", content: { title: "How Plants Make Food", blocks: BLOCKS } })
    .where(eq(lessons.id, lesson!.id));
  return { user, lessonId: lesson!.id };
}

describe("chat modes on the demo model", () => {
  const fx = useTestApp();

  it("quiz me asks one question, judges the answer, then asks the next; each message counts on Free", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const first = await fx.call(user, "POST", "/api/chat", { message: "Quiz me", lessonId, mode: "quiz" });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toContain("**Question 1 of 2:** Which gas do plants release?");
    expect(first.json().remainingToday).toBe(4);
    const wrong = await fx.call(user, "POST", "/api/chat", { message: "Nitrogen", lessonId, mode: "quiz" });
    expect(wrong.json().response).toMatch(/^\*\*Not quite\.\*\* The answer is \*\*Oxygen\*\*/);
    expect(wrong.json().response).toContain("**Question 2 of 2:**");
    expect(wrong.json().remainingToday).toBe(3);
  });

  it("hint guides without quoting the lesson's answer; explain is the default", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const question = "What does chlorophyll absorb?";
    const hint = (
      await fx.call(user, "POST", "/api/chat", { message: question, lessonId, mode: "hint" })
    ).json();
    expect(hint.response).toContain("headed **Photosynthesis**");
    expect(hint.response).not.toContain("absorbs sunlight");
    const plain = (await fx.call(user, "POST", "/api/chat", { message: question, lessonId })).json();
    expect(plain.response).toContain("> Chlorophyll absorbs sunlight");
  });

  it("keeps each message's mode: the reply and the history say which mode a question was asked in", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const quiz = (
      await fx.call(user, "POST", "/api/chat", { message: "Quiz me", lessonId, mode: "quiz" })
    ).json();
    expect(quiz.question.mode).toBe("quiz");
    expect(quiz.message.mode).toBe("quiz");
    await fx.call(user, "POST", "/api/chat", { message: "Stuck on glucose", lessonId, mode: "hint" });
    await fx.call(user, "POST", "/api/chat", { message: "What is glucose?", lessonId });
    const history = (await fx.call(user, "GET", "/api/chat/history?take=10")).json();
    expect(history.messages.map((m: { role: string; mode: string }) => `${m.role}:${m.mode}`)).toEqual([
      "user:quiz",
      "assistant:quiz",
      "user:hint",
      "assistant:hint",
      "user:explain",
      "assistant:explain",
    ]);
  });

  it("refuses an unknown mode with 400 naming the field, without using the allowance", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const res = await fx.call(user, "POST", "/api/chat", { message: "Hi", lessonId, mode: "answer-for-me" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("mode");
    expect((await fx.call(user, "GET", "/api/chat/history")).json().remainingToday).toBe(5);
  });
});

describe("chat modes on a real (fake OpenAI-compatible) model", () => {
  let t: TestContext;
  let fake: FakeServer;
  let call: ReturnType<typeof bindCall>;
  let learner: { user: TestUser; lessonId: string };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    refuseMemoryRequests(fake);
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    call = bindCall(t);
    learner = await learnerWithLesson(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The system prompt of the model request sent for one message in a mode. */
  async function systemPromptFor(mode: "explain" | "quiz" | "hint" | undefined, reply: string) {
    const before = fake.requests.length;
    fake.reply({ kind: "sse", content: reply });
    const res = await call(learner.user, "POST", "/api/chat", {
      message: "Tell me about glucose",
      lessonId: learner.lessonId,
      ...(mode ? { mode } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe(reply);
    const messages = fake.requests[before]!.body.messages as { role: string; content: unknown }[];
    return messages
      .filter((m) => m.role === "system")
      .map((m) => JSON.stringify(m.content))
      .join("\n");
  }

  it("sends each mode's instructions as the system prompt, and none of another mode's", async () => {
    const explain = await systemPromptFor(undefined, "Glucose is a sugar.");
    expect(explain).toContain("study helper");
    expect(explain).not.toContain("Mode:");

    const quiz = await systemPromptFor("quiz", "**Question:** What do plants make from sunlight?");
    expect(quiz).toContain("Mode: Quiz me");
    expect(quiz).toContain("Ask exactly ONE short question per reply");
    expect(quiz).not.toContain("Socratic");

    const hint = await systemPromptFor("hint", "What does the lesson say plants turn water into?");
    expect(hint).toContain("Socratic tutor: never give the final answer");
    expect(hint).not.toContain("Quiz me");
    expect(JSON.stringify(CHAT_MODE_INSTRUCTIONS.hint)).toContain("Socratic");
  });
});
