import { LessonBlockSchema, LessonContentSchema, LessonSchema } from "@brainy/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { parseEvents } from "../../../test/sse.ts";
import { aiCalls, lessons, roadmaps, usageEvents } from "../../db/schema/index.ts";

/** A lesson answer without what the server's background work changes (its state, the illustration, the assessment). */
const withoutWork = ({
  work: _work,
  imageUrl: _imageUrl,
  lessonAssessment: _assessment,
  ...lesson
}: Record<string, unknown>) => lesson;

describe("lessons API", () => {
  const fx = useTestApp();

  /** A user with one goal: 1 course × 2 sections × 3 lessons; returns lesson ids in reading order. */
  async function learnerWithCourse(options: { pro?: boolean } = {}) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    const tree = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 3 });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id, sectionOrder: roadmaps.order, order: lessons.order })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    return { user, tree, lessonIds: rows.map((r) => r.id) };
  }
  const lessonCalls = (userId: string) =>
    fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, userId), eq(aiCalls.task, "write-lesson")));

  it("reads a lesson before generation, and 404s another user's lesson on every call", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const res = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`);
    expect(res.statusCode).toBe(200);
    const lesson = LessonSchema.parse(res.json());
    expect(lesson).toMatchObject({
      content: null,
      generationStatus: "idle",
      hasAudio: false,
      estimationMinutes: 30,
    });
    const stranger = await createUser(fx.t);
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/generate-content"],
      ["GET", "/content-stream"],
      ["GET", "/next-lesson"],
    ] as const) {
      const other = await fx.call(stranger, method, `/api/lessons/${lessonIds[0]}${path}`);
      expect(other.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it("generates a lesson once, with valid blocks, books and an image prompt; opening it again costs nothing", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const res = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`);
    expect(res.statusCode).toBe(200);
    const lesson = LessonSchema.parse(res.json());
    expect(lesson.generationStatus).toBe("ready");
    const content = LessonContentSchema.parse(lesson.content);
    expect(content.blocks.length).toBeGreaterThanOrEqual(4);
    expect(lesson.books.length).toBeGreaterThan(0);
    expect(lesson.imagePrompt).toBeTruthy();
    const again = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`);
    // The same lesson (its background work may have moved on meanwhile).
    expect(withoutWork(again.json())).toEqual(withoutWork(res.json()));
    expect(await lessonCalls(user.id)).toHaveLength(1);
    const read = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`);
    expect(read.json().content).toEqual(lesson.content);
  });

  it("Free: one lesson per 24 hours; the next answers 429 with the reset details", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    expect((await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`)).statusCode).toBe(
      200,
    );
    const second = await fx.call(user, "POST", `/api/lessons/${lessonIds[1]}/generate-content`);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      error: "RATE_LIMIT_EXCEEDED",
      details: {
        hoursUntilReset: 24,
        subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version",
        currentCount: 1,
        maxRequests: 1,
      },
    });
    const lesson = await fx.call(user, "GET", `/api/lessons/${lessonIds[1]}`);
    expect(lesson.json().generationStatus).toBe("idle");
  });

  it("Free: 5 parallel generations of different lessons write exactly one", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 5 });
    const ids = (
      await fx.t.handle.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.userId, user.id))
    ).map((r) => r.id);
    const answers = await Promise.all(
      ids.map((id) => fx.call(user, "POST", `/api/lessons/${id}/generate-content`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await lessonCalls(user.id)).toHaveLength(1);
    const used = await fx.t.handle.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(used).toHaveLength(1);
  });

  it("5 parallel requests for the same lesson make one generation", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // One lesson (its background work may move on between the answers).
    expect(new Set(answers.map((a) => JSON.stringify(withoutWork(a.json())))).size).toBe(1);
    expect(await lessonCalls(user.id)).toHaveLength(1);
  });

  it("Free: a lesson past the first section answers 402 PRO_REQUIRED; Pro may generate it and more", async () => {
    const free = await learnerWithCourse();
    const blocked = await fx.call(free.user, "POST", `/api/lessons/${free.lessonIds[3]}/generate-content`);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().error).toBe("PRO_REQUIRED");
    const pro = await learnerWithCourse({ pro: true });
    for (const id of [pro.lessonIds[0], pro.lessonIds[1], pro.lessonIds[3]]) {
      expect((await fx.call(pro.user, "POST", `/api/lessons/${id}/generate-content`)).statusCode).toBe(200);
    }
  });

  it("streams the content as block events in order, then done with the whole lesson", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const res = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/content-stream`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const events = parseEvents(res.body);
    const blocks = events.filter((e) => e.event === "block");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const lesson = LessonSchema.parse(done.data);
    expect(blocks.map((b) => b.data.index)).toEqual(lesson.content!.blocks.map((_, i) => i));
    expect(blocks.map((b) => LessonBlockSchema.parse(b.data.block))).toEqual(lesson.content!.blocks);
    // Reading a finished lesson replays it without a new generation.
    const replay = parseEvents(
      (await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/content-stream`)).body,
    );
    expect(replay.filter((e) => e.event === "block")).toHaveLength(blocks.length);
    expect(await lessonCalls(user.id)).toHaveLength(1);
  });

  it("the stream answers plan errors as JSON before it opens", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const res = await fx.call(user, "GET", `/api/lessons/${lessonIds[3]}/content-stream`);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe("PRO_REQUIRED");
  });

  it("takes over a generation whose server died (stale heartbeat) and finishes it", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    await fx.t.handle.db
      .update(lessons)
      .set({ generationStatus: "generating", generationStartedAt: sql`now() - interval '5 minutes'` })
      .where(eq(lessons.id, lessonIds[0]!));
    const res = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`);
    expect(res.statusCode).toBe(200);
    expect(res.json().generationStatus).toBe("ready");
  });

  it("finds the next lesson across sections, and 404 after the last", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const next = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/next-lesson`);
    expect(next.json()).toMatchObject({ id: lessonIds[1], hasContent: false });
    const across = await fx.call(user, "GET", `/api/lessons/${lessonIds[2]}/next-lesson`);
    expect(across.json().id).toBe(lessonIds[3]);
    const none = await fx.call(user, "GET", `/api/lessons/${lessonIds[5]}/next-lesson`);
    expect(none.statusCode).toBe(404);
  });

  it("draws the lesson illustration once under parallel calls, and reports its status", async () => {
    const { user, lessonIds } = await learnerWithCourse({ pro: true });
    const before = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/image-status`);
    expect(before.json()).toEqual({ hasImage: false, imageUrl: null, hasImagePrompt: false });
    const early = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-image`);
    expect(early.statusCode).toBe(409);
    await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-content`);
    const draws = await Promise.all(
      Array.from({ length: 5 }, () => fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-image`)),
    );
    expect(draws.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const urls = new Set(draws.map((d) => d.json().imageUrl));
    expect(urls.size).toBe(1);
    const [url] = [...urls] as string[];
    expect(url).toMatch(/^\/media\//);
    const covers = await fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "draw-cover-image")));
    expect(covers).toHaveLength(1);
    const status = await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/image-status`);
    expect(status.json()).toEqual({ hasImage: true, imageUrl: url, hasImagePrompt: true });
    expect((await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`)).json().imageUrl).toBe(url);
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", `/api/lessons/${lessonIds[0]}/image-status`)).statusCode).toBe(
      404,
    );
    expect((await fx.call(stranger, "POST", `/api/lessons/${lessonIds[0]}/generate-image`)).statusCode).toBe(
      404,
    );
  });

  it("writes a kept lesson's JSON once, and a write is in the next answer", async () => {
    const { user, lessonIds } = await learnerWithCourse();
    const lessonId = lessonIds[0]!;
    const written = vi.spyOn(JSON, "stringify");
    const lessonJson = () =>
      written.mock.calls.filter(([value]) => (value as { id?: unknown } | null)?.id === lessonId).length;
    try {
      const bodies = [];
      for (let n = 0; n < 3; n++) bodies.push((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).body);
      expect(new Set(bodies).size).toBe(1);
      // Checked against the response schema and written once, then the same text reused.
      expect(lessonJson()).toBe(1);
      await fx.t.handle.db
        .update(lessons)
        .set({ imageUrl: "/media/new.png" })
        .where(eq(lessons.id, lessonId));
      const changed = await fx.call(user, "GET", `/api/lessons/${lessonId}`);
      expect(changed.json().imageUrl).toBe("/media/new.png");
      expect(lessonJson()).toBe(2);
    } finally {
      written.mockRestore();
    }
  });

  it("rejects a malformed lesson id with 400", async () => {
    const user: TestUser = await createUser(fx.t);
    expect((await fx.call(user, "GET", "/api/lessons/not-a-uuid")).statusCode).toBe(400);
  });
});
