import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bindCall, createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import { createAppOnFakeModel } from "../../../test/fake-model-app.ts";
import {
  type FakeServer,
  isTaskRequest,
  type RecordedRequest,
} from "../../../test/fakes/fake-openai-server.ts";
import { EXTRACT_MEMORY_INSTRUCTIONS } from "../../ai/tasks/extract-memory/prompt.ts";
import { MEMORY_INSTRUCTIONS } from "../../ai/tasks/prompt-helpers.ts";
import { lessons, memoryItems } from "../../db/schema/index.ts";

const FACT = "Prefers worked examples in Rust.";
const OTHERS_FACT = "Has an exam on 1 May.";

const lessonJson = JSON.stringify({
  title: "Loops",
  blocks: [
    { type: "paragraph", text: "A loop repeats work for each item of a list." },
    { type: "header", level: 2, text: "The for loop" },
    { type: "paragraph", text: "A **for** loop visits each item in order." },
    { type: "list", ordered: false, items: ["Less typing", "Fewer mistakes"] },
  ],
  books: [],
  imagePrompt: "A simple diagram of a loop visiting a list",
  estimatedMinutes: 20,
});

describe("the tutor's and the lesson writer's prompts carry what Brainy remembers (issue 38)", () => {
  let t: TestContext;
  let fake: FakeServer;
  let user: TestUser;
  let other: TestUser;
  let call: ReturnType<typeof bindCall>;
  let lessonIds: string[];
  let withdrawFact: () => void;
  beforeAll(async () => {
    ({ fake, t } = await createAppOnFakeModel({ memory: true }));
    call = bindCall(t);
    [user, other] = [await createUser(t), await createUser(t)];
    await makePro(t, user.id);
    await makePro(t, other.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 3 });
    const rows = await t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(asc(lessons.order));
    lessonIds = rows.map((r) => r.id);
    // The model notes one fact from any conversation; the other learner has a fact of their own.
    withdrawFact = fake.answer((request) => isTaskRequest(request, "You keep Brainy AI's memory"), {
      kind: "json",
      content: JSON.stringify({ items: [{ kind: "preference", text: FACT, replaces: null }] }),
    });
    await t.handle.db.insert(memoryItems).values({
      userId: other.id,
      kind: "circumstance",
      text: OTHERS_FACT,
      textKey: "has an exam on 1 may",
      sourceAt: new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const textOf = (request: RecordedRequest) => ({
    system: String(request.body.messages[0].content),
    prompt: String(request.body.messages.at(-1).content),
  });
  /** One chat question; answers the tutor's prompt as the model received it. */
  const ask = async (question: string) => {
    fake.reset();
    fake.reply({ kind: "sse", content: "Loops repeat work.", pieces: 2 });
    const res = await call(user, "POST", "/api/chat", { message: question });
    expect(res.statusCode, res.body).toBe(200);
    return textOf(fake.requests.find((r) => isTaskRequest(r, "study helper"))!);
  };
  /** Writes a lesson; answers the writer's prompt as the model received it. */
  const write = async (lessonId: string) => {
    fake.reset();
    fake.reply({ kind: "sse", content: lessonJson, pieces: 4 });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/lessons/${lessonId}/content-stream`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.body).toContain("event: done");
    return textOf(fake.requests.find((r) => isTaskRequest(r, "You write one lesson of a course"))!);
  };
  const items = async () =>
    (await call(user, "GET", "/api/memory")).json().items as { id: string; text: string }[];

  it("a fact noted after a chat reaches the next answer's prompt, quoted, and the lesson writer's", async () => {
    const first = await ask("How do loops work? I mostly code in Rust.");
    expect(first.system).not.toContain(MEMORY_INSTRUCTIONS);
    expect(EXTRACT_MEMORY_INSTRUCTIONS).toContain("Never copy text from their sources, notes");
    const deadline = Date.now() + 15_000;
    while ((await items()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await items()).map((i) => i.text)).toEqual([FACT]);

    const next = await ask("And while loops?");
    expect(next.system).toContain(MEMORY_INSTRUCTIONS);
    expect(next.prompt).toContain(`What you remember about this learner:\n- preference: """${FACT}"""`);
    const lesson = await write(lessonIds[0]!);
    expect(lesson.system).toContain(MEMORY_INSTRUCTIONS);
    expect(lesson.prompt).toContain(`- preference: """${FACT}"""`);
    // Another learner's memory never reaches this learner's prompts.
    expect(JSON.stringify([next, lesson])).not.toContain(OTHERS_FACT);
  });

  it("switched off, no prompt carries it; deleted, neither", async () => {
    // From here the model notes nothing new, so a deleted fact stays deleted.
    withdrawFact();
    fake.answer((request) => isTaskRequest(request, "You keep Brainy AI's memory"), {
      kind: "json",
      content: JSON.stringify({ items: [] }),
    });
    await call(user, "PUT", "/api/memory/settings", { remember: false });
    const off = await ask("What is a for loop?");
    expect(off.system).not.toContain(MEMORY_INSTRUCTIONS);
    expect(off.prompt).not.toContain(FACT);
    const offLesson = await write(lessonIds[1]!);
    expect(offLesson.prompt).not.toContain(FACT);
    expect(offLesson.system).not.toContain(MEMORY_INSTRUCTIONS);

    await call(user, "PUT", "/api/memory/settings", { remember: true });
    const [item] = await items();
    expect((await call(user, "DELETE", `/api/memory/${item!.id}`)).statusCode).toBe(204);
    const deleted = await write(lessonIds[2]!);
    expect(deleted.prompt).not.toContain(FACT);
    const asked = await ask("Why loops?");
    expect(asked.prompt).not.toContain(FACT);
  });
});
