import type { LessonBlock } from "@brainy/contract";
import { answerWithDemo } from "@brainy/demo-ai";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCRATCHPAD } from "../../../test/ai-replay.ts";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import { refuseMemoryRequests } from "../../../test/fake-model-app.ts";
import {
  type FakeServer,
  isTaskRequest,
  startFakeOpenAiServer,
} from "../../../test/fakes/fake-openai-server.ts";
import { TRUNCATED } from "../../ai/providers/model-runner.ts";
import { writeReviewCardsTask } from "../../ai/tasks/write-review-cards/index.ts";
import { chatMessages, lessons, reviewCards } from "../../db/schema/index.ts";

const blocks: LessonBlock[] = [
  { type: "paragraph", text: "Loops repeat work so you do not have to write it twice." },
  { type: "header", level: 2, text: "The for loop" },
  { type: "paragraph", text: "A **for** loop visits each item of a list in order, then stops." },
  { type: "codeBlock", language: "python", code: "for item in [1, 2, 3]:\n    print(item)" },
  { type: "list", ordered: false, items: ["Use for over a list", "Use while for conditions"] },
];
const lessonJson = JSON.stringify({
  title: "Loops in Python",
  blocks,
  books: [{ title: "Automate the Boring Stuff with Python", author: "Al Sweigart" }],
  imagePrompt: "A friendly diagram of a loop going round a list of items",
  estimatedMinutes: 25,
});
const cardsJson = JSON.stringify(
  answerWithDemo(writeReviewCardsTask, { lessonTitle: "Loops in Python", blocks }),
);
/** Anything of a scratchpad: its tags or its words. */
const SCRATCH = /<\/?think|step by step about the schema/;

describe("stored content from a model that thinks aloud and runs out of tokens", () => {
  let t: TestContext;
  let fake: FakeServer;
  let user: TestUser;
  let lessonIds: string[];
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    refuseMemoryRequests(fake);
    fake.answer((request) => isTaskRequest(request, "end-of-lesson assessment"), {
      kind: "status",
      status: 400,
    });
    // The review cards come with a scratchpad too.
    fake.answer((request) => isTaskRequest(request, "spaced-repetition review cards"), {
      kind: "json",
      content: `${SCRATCHPAD}\n${cardsJson}`,
    });
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    user = await createUser(t);
    await makePro(t, user.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    lessonIds = (
      await t.handle.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.userId, user.id))
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const generate = (lessonId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonId}/generate-content`,
      headers: { authorization: `Bearer ${user.token}` },
    });

  it("stores no scratchpad in a lesson (its tags split across chunks), its review cards or a chat answer", async () => {
    // Five characters a chunk: "<think>" and "</think>" each arrive in two pieces.
    fake.reply({
      kind: "sse",
      content: `${SCRATCHPAD}\n${lessonJson}`,
      pieces: Math.ceil((SCRATCHPAD.length + lessonJson.length) / 5),
    });
    const res = await generate(lessonIds[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json().generationStatus).toBe("ready");
    expect(res.json().content.blocks).toEqual(blocks);

    let cards: { front: string; back: string }[] = [];
    for (let i = 0; i < 100 && cards.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      cards = await t.handle.db.select().from(reviewCards).where(eq(reviewCards.lessonId, lessonIds[0]!));
    }
    expect(cards.length).toBeGreaterThan(0);

    fake.reply({ kind: "sse", content: `${SCRATCHPAD}Because the list has no items left.`, pieces: 20 });
    const chat = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: {
        authorization: `Bearer ${user.token}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      payload: { message: "Why does a for loop stop?", lessonId: lessonIds[0] },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain("Because the list has no items left.");
    expect(chat.body).not.toMatch(SCRATCH);

    const [lesson] = await t.handle.db.select().from(lessons).where(eq(lessons.id, lessonIds[0]!));
    const messages = await t.handle.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id));
    expect(messages.map((m) => m.content)).toContain("Because the list has no items left.");
    for (const stored of [lesson!.content, cards, messages])
      expect(JSON.stringify(stored)).not.toMatch(SCRATCH);
  });

  it("never marks a cut-off lesson done: asked again with twice the budget, then failed with a clear message", async () => {
    // Cut off after three whole blocks: those were saved while streaming, but the lesson is not ready.
    const cut = lessonJson.slice(0, lessonJson.indexOf('{"type":"codeBlock"') + 10);
    fake.reply(
      { kind: "sse", content: cut, pieces: 30, finishReason: "length" },
      { kind: "sse", content: cut, pieces: 30, finishReason: "length" },
    );
    const res = await generate(lessonIds[1]!);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: "AI_OUTPUT_INVALID", message: TRUNCATED });
    const [first, second] = fake.requests.slice(-2).map((r) => r.body.max_tokens);
    expect(second).toBe(first * 2);
    const [row] = await t.handle.db.select().from(lessons).where(eq(lessons.id, lessonIds[1]!));
    expect(row!.generationStatus).toBe("failed");
    expect(row!.generationStatus).not.toBe("ready");
  });
});
