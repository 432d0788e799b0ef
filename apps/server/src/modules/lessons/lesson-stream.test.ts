import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import {
  type FakeServer,
  isTaskRequest,
  startFakeOpenAiServer,
} from "../../../test/fakes/fake-openai-server.ts";
import { lessons } from "../../db/schema/index.ts";

const lessonJson = (blocks: unknown[]) =>
  JSON.stringify({
    title: "Loops in Python",
    blocks,
    books: [{ title: "Automate the Boring Stuff with Python", author: "Al Sweigart" }],
    imagePrompt: "A friendly diagram of a loop going round a list of items",
    estimatedMinutes: 25,
  });
const goodBlocks = [
  { type: "paragraph", text: "Loops repeat work so you do not have to write it twice." },
  { type: "header", level: 2, text: "The for loop" },
  { type: "paragraph", text: "A **for** loop visits each item of a list in order." },
  { type: "codeBlock", language: "python", code: "for item in [1, 2, 3]:\n    print(item)" },
  { type: "mathBlock", latex: "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}" },
  { type: "list", ordered: false, items: ["Use for over a list", "Use while for conditions"] },
];

type Received = { event: string; data: { index?: number; content?: { blocks: unknown[] } }; at: number };

/** Reads an event stream over real HTTP, noting when each event arrived. */
async function readStream(url: string, token: string, onEvent?: (e: Received) => void): Promise<Received[]> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: Received[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (chunk.startsWith("event:")) {
        const event = {
          event: /^event: (.*)$/m.exec(chunk)![1]!,
          data: JSON.parse(/^data: (.*)$/m.exec(chunk)![1]!),
          at: performance.now(),
        };
        events.push(event);
        onEvent?.(event);
      }
      end = buffer.indexOf("\n\n");
    }
  }
  return events;
}

describe("lesson content streaming from a real model", () => {
  let t: TestContext;
  let fake: FakeServer;
  let base: string;
  let user: TestUser;
  let lessonIds: string[];
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    // The assessment and the review cards the server writes after each lesson are not under test here.
    fake.answer((request) => isTaskRequest(request, "end-of-lesson assessment"), {
      kind: "status",
      status: 400,
    });
    fake.answer((request) => isTaskRequest(request, "spaced-repetition review cards"), {
      kind: "status",
      status: 400,
    });
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    user = await createUser(t);
    await makePro(t, user.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 3 });
    lessonIds = (
      await t.handle.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.userId, user.id))
    ).map((r) => r.id);
  });

  it("sends each block as the model finishes it, and a late follower gets every block once, in order", async () => {
    fake.reply({ kind: "sse", content: lessonJson(goodBlocks), pieces: 40, delayMs: 30 });
    const url = `${base}/api/lessons/${lessonIds[0]}/content-stream`;
    let late: Promise<Received[]> | undefined;
    const first = await readStream(url, user.token, (event) => {
      if (event.event === "block" && event.data.index === 1) late ??= readStream(url, user.token);
    });
    const blocks = first.filter((e) => e.event === "block");
    const done = first.at(-1)!;
    expect(done.event).toBe("done");
    expect(blocks.map((b) => b.data.index)).toEqual([0, 1, 2, 3, 4, 5]);
    // The first block arrived while the model was still writing (40 pieces × 30 ms ≈ 1.2 s).
    expect(done.at - blocks[0]!.at).toBeGreaterThan(400);
    const lateEvents = await late!;
    expect(lateEvents.filter((e) => e.event === "block").map((e) => e.data.index)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(lateEvents.at(-1)!.event).toBe("done");
    expect(done.data.content!.blocks).toEqual(goodBlocks);
    expect(fake.requests).toHaveLength(1);
    const prompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(prompt).toContain("Course 1 section 1 lesson 1");
    expect(prompt).toContain("Course 1 section 1 lesson 2");
  });

  it("never stores a chart that loads remote data: the invalid answer is repaired once", async () => {
    const hostile = [
      { type: "paragraph", text: "<script>alert('x')</script> Loops repeat work." },
      { type: "chart", spec: { mark: "bar", data: { url: "https://evil.example/data.json" }, encoding: {} } },
      ...goodBlocks.slice(1),
    ];
    fake.reply(
      { kind: "sse", content: lessonJson(hostile), pieces: 10 },
      { kind: "sse", content: lessonJson(goodBlocks) },
    );
    const res = await t.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonIds[0]}/generate-content`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("evil.example");
    expect(res.json().content.blocks).toEqual(goodBlocks);
    expect(fake.requests).toHaveLength(2);
  });

  it("a model that keeps failing marks the lesson failed, reports the error, and lets it be tried again", async () => {
    fake.reply(
      { kind: "status", status: 503 },
      { kind: "status", status: 503 },
      { kind: "status", status: 503 },
    );
    const events = await readStream(`${base}/api/lessons/${lessonIds[1]}/content-stream`, user.token);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { error: "AI_UNAVAILABLE" } });
    const [row] = await t.handle.db.select().from(lessons).where(eq(lessons.id, lessonIds[1]!));
    expect(row!.generationStatus).toBe("failed");
    fake.reply({ kind: "sse", content: lessonJson(goodBlocks) });
    const retry = await t.app.inject({
      method: "POST",
      url: `/api/lessons/${lessonIds[1]}/generate-content`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().generationStatus).toBe("ready");
  });
});
