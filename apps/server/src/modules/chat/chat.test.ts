import type { LessonBlock } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import {
  bindCall,
  createUser,
  makePro,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { refuseMemoryRequests } from "../../../test/fake-model-app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { parseEvents } from "../../../test/sse.ts";
import { aiCalls, lessons } from "../../db/schema/index.ts";

const BLOCKS: LessonBlock[] = [
  { type: "header", level: 2, text: "Photosynthesis" },
  {
    type: "paragraph",
    text: "Chlorophyll absorbs sunlight and turns carbon dioxide and water into glucose.",
  },
  { type: "paragraph", text: "Oxygen is released as a by-product through the stomata of the leaves." },
];

/** A learner with one lesson whose content is written; returns its id. */
async function learnerWithLesson(t: TestContext, options: { pro?: boolean } = {}) {
  const user = await createUser(t);
  if (options.pro) await makePro(t, user.id);
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

describe("chat with the demo model", () => {
  const fx = useTestApp();

  it("answers from the lesson, saves the exchange and counts down the Free allowance", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const res = await fx.call(user, "POST", "/api/chat", {
      message: "What does chlorophyll absorb?",
      lessonId,
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.response).toContain("> Chlorophyll absorbs sunlight");
    expect(reply.response).toContain("offline demo model");
    expect(reply).toMatchObject({
      remainingToday: 4,
      message: { role: "assistant", lessonId },
      question: { role: "user", content: "What does chlorophyll absorb?" },
    });
    const history = (await fx.call(user, "GET", "/api/chat/history")).json();
    expect(history).toMatchObject({ total: 2, remainingToday: 4, dailyLimit: 5 });
    expect(history.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    const [call] = await fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "answer-question")));
    expect(call).toBeDefined();
  });

  it("understands the spec client's 'This question is about this lesson: {title}' prefix", async () => {
    const { user } = await learnerWithLesson(fx.t);
    const res = await fx.call(user, "POST", "/api/chat", {
      message: "This question is about this lesson: how plants make food\nWhere is oxygen released?",
    });
    expect(res.json().response).toContain("> Oxygen is released as a by-product");
  });

  it("streams the answer as delta events, then done with the saved reply", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const res = await fx.t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { ...user.auth, accept: "text/event-stream", "content-type": "application/json" },
      payload: JSON.stringify({ message: "What is released through the stomata?", lessonId }),
    });
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = parseEvents(res.body);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)!.event).toBe("done");
    expect(events.findIndex((e) => e.event === "done")).toBe(events.length - 1);
    const text = deltas.map((e) => e.data.text).join("");
    expect(text).toBe(events.at(-1)!.data.response);
    expect(events.at(-1)!.data.message.content).toBe(text);
  });

  it("gives exactly 5 answers to 10 parallel sends on Free, and the 6th is 402 FREE_QUOTA_EXHAUSTED", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fx.call(user, "POST", "/api/chat", { message: `Question ${i} about glucose`, lessonId }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 402, 402, 402, 402, 402]);
    const refused = answers.find((a) => a.statusCode === 402)!.json();
    expect(refused.error).toBe("FREE_QUOTA_EXHAUSTED");
    expect(refused.message).toContain("5 AI chat messages a day");
    expect((await fx.call(user, "GET", "/api/chat/history")).json()).toMatchObject({
      total: 10,
      remainingToday: 0,
    });
    // A refused question opens no stream either.
    const streamed = await fx.t.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { ...user.auth, accept: "text/event-stream", "content-type": "application/json" },
      payload: JSON.stringify({ message: "One more?", lessonId }),
    });
    expect(streamed.statusCode).toBe(402);
    expect(streamed.headers["content-type"]).toContain("application/json");

    const pro = await learnerWithLesson(fx.t, { pro: true });
    for (let i = 0; i < 6; i++) {
      const res = await fx.call(pro.user, "POST", "/api/chat", {
        message: `Pro question ${i}`,
        lessonId: pro.lessonId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().remainingToday).toBeNull();
    }
  });

  it("refuses empty, whitespace, over-long and foreign-lesson questions without using the allowance", async () => {
    const { user } = await learnerWithLesson(fx.t);
    const other = await learnerWithLesson(fx.t);
    for (const message of ["", "   \n\t "]) {
      const res = await fx.call(user, "POST", "/api/chat", { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Message is required");
    }
    const long = await fx.call(user, "POST", "/api/chat", { message: "x".repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("at most 4,000 characters");
    expect((await fx.call(user, "POST", "/api/chat", { message: "x".repeat(4000) })).statusCode).toBe(200);
    const foreign = await fx.call(user, "POST", "/api/chat", { message: "Hi", lessonId: other.lessonId });
    expect(foreign.statusCode).toBe(404);
    const bad = await fx.call(user, "POST", "/api/chat", { message: "Hi", lessonId: "not-a-uuid" });
    expect(bad.statusCode).toBe(400);
    expect((await fx.call(user, "GET", "/api/chat/history")).json().remainingToday).toBe(4);
    expect(
      (await fx.t.app.inject({ method: "POST", url: "/api/chat", payload: { message: "Hi" } })).statusCode,
    ).toBe(401);
  });

  it("pages the history from the newest, newest last, and clears it", async () => {
    const { user, lessonId } = await learnerWithLesson(fx.t, { pro: true });
    for (const message of ["first", "second", "third"]) {
      await fx.call(user, "POST", "/api/chat", { message, lessonId });
    }
    const latest = (await fx.call(user, "GET", "/api/chat/history?take=2")).json();
    expect(latest.total).toBe(6);
    expect(
      latest.messages.map((m: { role: string; content: string }) => `${m.role}:${m.content.slice(0, 6)}`),
    ).toEqual(["user:third", expect.stringMatching(/^assistant:/)]);
    const earlier = (await fx.call(user, "GET", "/api/chat/history?skip=4&take=10")).json();
    expect(earlier.messages.map((m: { content: string }) => m.content)[0]).toBe("first");
    expect((await fx.call(user, "GET", "/api/chat/history?take=0")).statusCode).toBe(400);
    expect((await fx.call(user, "GET", "/api/chat/history?skip=-1")).statusCode).toBe(400);
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", "/api/chat/history")).json().total).toBe(0);
    expect((await fx.call(user, "DELETE", "/api/chat/history")).statusCode).toBe(204);
    expect((await fx.call(user, "GET", "/api/chat/history")).json().total).toBe(0);
  });
});

describe("chat with a real (fake OpenAI-compatible) model", () => {
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

  it("sends the lesson's text and the recent conversation to the model", async () => {
    fake.reply({ kind: "sse", content: "Glucose is the sugar plants make." });
    const first = await call(learner.user, "POST", "/api/chat", {
      message: "What do plants make?",
      lessonId: learner.lessonId,
    });
    expect(first.json().response).toBe("Glucose is the sugar plants make.");
    const sent = JSON.stringify(fake.requests[0]!.body.messages);
    expect(sent).toContain("Chlorophyll absorbs sunlight and turns carbon dioxide and water into glucose.");
    expect(sent).toContain("What do plants make?");

    fake.reply({ kind: "sse", content: "Through the stomata." });
    await call(learner.user, "POST", "/api/chat", { message: "And the oxygen?", lessonId: learner.lessonId });
    const messages = fake.requests[1]!.body.messages as { role: string; content: unknown }[];
    const text = messages.map((m) => `${m.role}:${JSON.stringify(m.content)}`).join("\n");
    expect(text).toContain('user:"What do plants make?"');
    expect(text).toContain('assistant:"Glucose is the sugar plants make."');
  });

  it("gives the allowance back when the model fails, and says so without internals", async () => {
    const before = (await call(learner.user, "GET", "/api/chat/history")).json().remainingToday;
    fake.reply(
      { kind: "status", status: 500, body: { error: { message: "internal detail xyz" } } },
      { kind: "status", status: 500, body: { error: { message: "internal detail xyz" } } },
      { kind: "status", status: 500, body: { error: { message: "internal detail xyz" } } },
    );
    const res = await call(learner.user, "POST", "/api/chat", {
      message: "Why green?",
      lessonId: learner.lessonId,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).not.toContain("internal detail xyz");
    expect((await call(learner.user, "GET", "/api/chat/history")).json().remainingToday).toBe(before);
  });
});
