import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import {
  type FakeServer,
  isTaskRequest,
  startFakeOpenAiServer,
} from "../../../test/fakes/fake-openai-server.ts";
import { aiCalls, lessons } from "../../db/schema/index.ts";

const lessonJson = JSON.stringify({
  title: "Loops in Python",
  blocks: [
    { type: "paragraph", text: "Loops repeat work so you do not have to write it twice." },
    { type: "header", level: 2, text: "The for loop" },
    { type: "paragraph", text: "A **for** loop visits each item of a list in order." },
    { type: "codeBlock", language: "python", code: "for item in [1, 2, 3]:\n    print(item)" },
  ],
  books: [{ title: "Automate the Boring Stuff with Python", author: "Al Sweigart" }],
  imagePrompt: "A friendly diagram of a loop going round a list of items",
  estimatedMinutes: 25,
});
/** The slow model's silence before its first token. */
const THINKING_MS = 1500;

/** Opens an event stream over HTTP, reads it to its end, and resolves with Date.now() at the first event named `name`. */
async function firstEventAt(url: string, init: RequestInit, name: string): Promise<number> {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let at: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (at === undefined && buffer.includes(`event: ${name}\n`)) at = Date.now();
  }
  if (at === undefined) throw new Error(`the stream ended without a ${name} event`);
  return at;
}

describe("a slow model: progress on screen within a second of its first token", () => {
  let t: TestContext;
  let fake: FakeServer;
  let base: string;
  let user: TestUser;
  let lessonId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.answer((r) => isTaskRequest(r, "end-of-lesson assessment"), { kind: "status", status: 400 });
    fake.answer((r) => isTaskRequest(r, "spaced-repetition review cards"), { kind: "status", status: 400 });
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_TIMEOUT_MS: "5000",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    user = await createUser(t);
    await makePro(t, user.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    [{ id: lessonId }] = (await t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))) as [{ id: string }];
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("the lesson's first block and the chat's first words; ai_calls keeps the time to first token", async () => {
    const auth = { authorization: `Bearer ${user.token}` };
    fake.reply({ kind: "sse", content: lessonJson, firstDelayMs: THINKING_MS, pieces: 60, delayMs: 5 });
    const blockAt = await firstEventAt(
      `${base}/api/lessons/${lessonId}/content-stream`,
      { headers: auth },
      "block",
    );
    const lessonLag = blockAt - fake.requests[0]!.firstTokenAt!;

    fake.reply({
      kind: "sse",
      content: "A for loop stops when the list has no items left.",
      firstDelayMs: THINKING_MS,
      pieces: 10,
      delayMs: 5,
    });
    const deltaAt = await firstEventAt(
      `${base}/api/chat`,
      {
        method: "POST",
        headers: { ...auth, accept: "text/event-stream", "content-type": "application/json" },
        body: JSON.stringify({ message: "Why does a for loop stop?", lessonId }),
      },
      "delta",
    );
    const chatLag = deltaAt - fake.requests[1]!.firstTokenAt!;
    console.log(
      `slow provider (${THINKING_MS} ms to first token): first lesson block ${lessonLag} ms, first chat words ${chatLag} ms after it`,
    );
    expect(lessonLag).toBeLessThan(1000);
    expect(chatLag).toBeLessThan(1000);

    const rows = await t.handle.db.select().from(aiCalls);
    for (const task of ["write-lesson", "answer-question"]) {
      const row = rows.find((r) => r.task === task);
      expect(row?.firstTokenMs).toBeGreaterThanOrEqual(THINKING_MS - 50);
      expect(row!.firstTokenMs!).toBeLessThan(row!.latencyMs);
    }
  });
});
