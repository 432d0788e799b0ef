import type { AddressInfo } from "node:net";
import type { CourseOutline, Lesson } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import {
  bindCall,
  createPlannedGoal,
  createUser,
  makePro,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { createAppOnFakeModel } from "../../../test/fake-model-app.ts";
import type { FakeReply, FakeServer } from "../../../test/fakes/fake-openai-server.ts";
import { readTimedEvents, type TimedEvent } from "../../../test/sse.ts";
import { lessons } from "../../db/schema/index.ts";

/** Listens on a free port and answers the base URL (event streams are read over real HTTP). */
async function listen(t: TestContext): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** GET /lessons/{id}/content-stream as the lesson page reads it, each event with when it came. */
async function followContent(base: string, user: TestUser, lessonId: string): Promise<TimedEvent[]> {
  const response = await fetch(`${base}/api/lessons/${lessonId}/content-stream`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.status).toBe(200);
  return readTimedEvents(response);
}

describe("a rewritten lesson streams into its page (demo AI)", () => {
  // The demo reveals one block per step, as a model writes them.
  const fx = useTestApp({ AI_DEMO_STEP_MS: "30" });
  let base: string;
  beforeAll(async () => {
    base = await listen(fx.t);
  });

  const outlineOf = async (user: TestUser, courseId: string) =>
    (await fx.call(user, "GET", `/api/courses/${courseId}/outline`)).json() as CourseOutline;

  it("answers the edit at once, keeps the old version readable, then streams the new one block by block", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const lessonId = (await outlineOf(user, courseId)).sections[0]!.lessons[0]!.id;
    const first = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(first.statusCode, first.body).toBe(200);
    const old = first.json() as Lesson;

    const version = (await outlineOf(user, courseId)).version;
    const edited = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
      courseVersion: version,
      edit: { kind: "rewriteLesson", lessonId, style: "simpler" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as CourseOutline).sections[0]!.lessons[0]).toMatchObject({
      id: lessonId,
      generationStatus: "generating",
      contentVersion: 2,
    });
    // Not written whole before the answer: the page finds the lesson being written...
    const during = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(during).toMatchObject({ generationStatus: "generating", content: null });
    // ...and the old version under Versions meanwhile.
    const versions = (await fx.call(user, "GET", `/api/lessons/${lessonId}/versions`)).json();
    expect(versions.currentVersion).toBe(2);
    expect(versions.versions).toHaveLength(1);
    expect(versions.versions[0]).toMatchObject({ version: 1, replacedBy: "Simpler", content: old.content });
    // A second edit of the section while it is written waits its turn.
    const again = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
      courseVersion: version + 1,
      edit: { kind: "rewriteLesson", lessonId, style: "deeper" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.reason).toBe("SECTION_GENERATING");

    const events = await followContent(base, user, lessonId);
    const blocks = events.filter((e) => e.event === "block");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(blocks.map((b) => b.data.index)).toEqual(blocks.map((_, i) => i));
    // Several blocks, arriving over time as the model writes them, not all at the end.
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(blocks.map((b) => b.at)).size).toBeGreaterThanOrEqual(3);
    expect(done.at - blocks[0]!.at).toBeGreaterThanOrEqual(60);
    const rewritten = done.data as Lesson;
    expect(rewritten.generationStatus).toBe("ready");
    expect(rewritten.content!.blocks.slice(0, blocks.length)).toEqual(blocks.map((b) => b.data.block));
    expect(JSON.stringify(rewritten.content)).toMatch(/simpler version/);
    expect(rewritten.content).not.toEqual(old.content);
    // The page read afterwards is the rewrite; the old one stays under Versions.
    const after = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(after.content).toEqual(rewritten.content);
    const later = (await fx.call(user, "GET", `/api/lessons/${lessonId}/versions`)).json();
    expect(later.versions[0].content).toEqual(old.content);
  });

  it("a rewritten section's lessons are new lessons, each streamed into its page when opened", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const before = await outlineOf(user, courseId);
    const section = before.sections[0]!;
    expect(section.lessons.length).toBeGreaterThan(0);
    const edited = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
      courseVersion: before.version,
      edit: { kind: "rewriteSection", sectionId: section.id, instruction: "more practice, less theory" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const lessonsNow = (edited.json() as CourseOutline).sections[0]!.lessons;
    expect(lessonsNow.length).toBeGreaterThanOrEqual(3);
    expect(lessonsNow.map((l) => l.id)).not.toContain(section.lessons[0]!.id);
    expect(lessonsNow.every((l) => l.generationStatus === "idle")).toBe(true);

    const events = await followContent(base, user, lessonsNow[1]!.id);
    const blocks = events.filter((e) => e.event === "block");
    expect(events.at(-1)!.event).toBe("done");
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(blocks.map((b) => b.at)).size).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)!.data.title).toBe(lessonsNow[1]!.title);
  });

  it("answers 404 for another learner's lesson and its stream", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const lessonId = (await outlineOf(user, courseId)).sections[0]!.lessons[0]!.id;
    const other = await createUser(fx.t);
    const stream = await fetch(`${base}/api/lessons/${lessonId}/content-stream`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stream.status).toBe(404);
    const edit = await fx.call(other, "POST", `/api/courses/${courseId}/edits`, {
      courseVersion: 0,
      edit: { kind: "rewriteLesson", lessonId, style: "simpler" },
    });
    expect(edit.statusCode).toBe(404);
  });
});

const CONTENT = {
  title: "Loops in Python",
  blocks: [
    { type: "paragraph", text: "Loops repeat work so you do not have to write it twice." },
    { type: "header", level: 2, text: "The for loop" },
    { type: "paragraph", text: "A for loop visits each item of a list in order." },
  ],
};
const REWRITE = {
  title: "Loops in Python",
  blocks: [
    { type: "paragraph", text: "A loop does the same thing again and again." },
    { type: "header", level: 2, text: "For each item" },
    { type: "paragraph", text: "A for loop takes the items of a list one at a time." },
    { type: "list", ordered: false, items: ["for: each item", "while: until a condition"] },
    { type: "paragraph", text: "Try it with a list of your own." },
  ],
};

describe("a rewrite from a real model", () => {
  let t: TestContext;
  let fake: FakeServer;
  let base: string;
  beforeAll(async () => {
    ({ fake, t } = await createAppOnFakeModel());
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("a failed rewrite puts the lesson back as it was and gives the Free daily lesson back; the next streams", async () => {
    const call = bindCall(t);
    // A Free learner whose first lesson is written (without spending the day's lesson).
    const user = await createUser(t);
    const { courseIds } = await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const outline = (await call(user, "GET", `/api/courses/${courseIds[0]}/outline`)).json() as CourseOutline;
    const lessonId = outline.sections[0]!.lessons[0]!.id;
    const audio = { audioUrl: "/media/old.mp3", audioPeaks: [0.5, 1], audioDurationSeconds: 12 };
    await t.handle.db
      .update(lessons)
      .set({ content: CONTENT, generationStatus: "ready", ...audio })
      .where(eq(lessons.id, lessonId));
    const rewrite = (courseVersion: number) =>
      call(user, "POST", `/api/courses/${courseIds[0]}/edits`, {
        courseVersion,
        edit: { kind: "rewriteLesson", lessonId, style: "simpler" },
      });

    // The model is down (slowly, so the page is following when the rewrite fails).
    const down: FakeReply = {
      kind: "custom",
      handle: (_request, response) => {
        setTimeout(() => response.writeHead(503).end(), 150);
      },
    };
    fake.reply(down, down, down);
    const failing = await rewrite(outline.version);
    expect(failing.statusCode, failing.body).toBe(200);
    const events = await followContent(base, user, lessonId);
    expect(events.at(-1)).toMatchObject({
      event: "error",
      data: { error: "AI_UNAVAILABLE", message: expect.stringMatching(/lesson is as it was/) },
    });
    const back = (await call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(back).toMatchObject({ generationStatus: "ready", content: CONTENT, hasAudio: true });
    const versions = (await call(user, "GET", `/api/lessons/${lessonId}/versions`)).json();
    expect(versions).toMatchObject({ currentVersion: 1, versions: [] });

    // The day's lesson was given back: the next rewrite is allowed, and streams as the model writes.
    fake.reset();
    fake.reply({ kind: "sse", content: JSON.stringify(REWRITE), pieces: 30, delayMs: 20 });
    const current = (await call(user, "GET", `/api/courses/${courseIds[0]}/outline`)).json() as CourseOutline;
    const next = await rewrite(current.version);
    expect(next.statusCode, next.body).toBe(200);
    const streamed = await followContent(base, user, lessonId);
    const blocks = streamed.filter((e) => e.event === "block");
    expect(streamed.at(-1)!.event).toBe("done");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(streamed.at(-1)!.at - blocks[0]!.at).toBeGreaterThan(100);
    const written = (await call(user, "GET", `/api/lessons/${lessonId}`)).json() as Lesson;
    expect(written.content).toEqual(REWRITE);
    expect(written.hasAudio).toBe(false);
    // The rewrite was asked with the lesson as it was.
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain("visits each item of a list");
    // Spent now: a third rewrite today is past the Free plan's daily lesson.
    const after = (await call(user, "GET", `/api/courses/${courseIds[0]}/outline`)).json() as CourseOutline;
    expect((await rewrite(after.version)).statusCode).toBe(429);
  });
});
