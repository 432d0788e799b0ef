import { LessonSchema, type LessonWorkEvent } from "@brainy/contract";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { parseEvents } from "../../../test/sse.ts";
import { resumeLessonWork } from "../../app-jobs.ts";
import {
  aiCalls,
  lessonAssessments,
  lessons,
  lessonWork,
  reviewCards,
  roadmaps,
} from "../../db/schema/index.ts";
import type { SpeechService } from "../../speech/index.ts";

/** A narrator that answers at once with a tiny MP3-like buffer (no espeak-ng or ffmpeg needed). */
const fakeSpeech: SpeechService = {
  provider: "espeak",
  narrate: async () => ({ mp3: Buffer.from("ID3fake-mp3"), peaks: [0.5, 0.25], durationSeconds: 1.25 }),
};

describe("a lesson's background work (illustration, assessment, narration)", () => {
  const fx = useTestApp();

  async function learnerWithLessons(): Promise<{ user: TestUser; lessonIds: string[] }> {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 4 });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    return { user, lessonIds: rows.map((r) => r.id) };
  }

  const callsOf = (userId: string, task: string) =>
    fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, userId), eq(aiCalls.task, task)));

  /** Follows the work stream until nothing is queued or running; answers the last event. */
  async function settledWork(user: TestUser, lessonId: string): Promise<LessonWorkEvent> {
    const res = await fx.call(user, "GET", `/api/lessons/${lessonId}/work-stream`);
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.body);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.event === "work")).toBe(true);
    return events.at(-1)!.data as LessonWorkEvent;
  }

  /** The lesson's content has an image placeholder (the demo's lessons do): the illustration is wanted. */
  async function writeLesson(user: TestUser, lessonId: string) {
    const res = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(res.statusCode).toBe(200);
    const lesson = LessonSchema.parse(res.json());
    expect(lesson.content?.blocks.some((b) => b.type === "imagePlaceholder")).toBe(true);
    return lesson;
  }

  it("the server queues the illustration and the assessment once the content is written; the page only watches", async () => {
    const { user, lessonIds } = await learnerWithLessons();
    const lesson = await writeLesson(user, lessonIds[0]!);
    // The lesson answered with its content already names the work the server queued.
    expect(["queued", "running", "done"]).toContain(lesson.work.illustration.state);
    expect(["queued", "running", "done"]).toContain(lesson.work.assessment.state);
    expect(lesson.work.narration).toEqual({ state: "idle", error: null });

    const settled = await settledWork(user, lessonIds[0]!);
    expect(settled.work.illustration).toEqual({ state: "done", error: null });
    expect(settled.work.assessment).toEqual({ state: "done", error: null });
    expect(settled.imageUrl).toMatch(/^\/media\//);
    expect(settled.lessonAssessment).not.toBeNull();

    const page = LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`)).json());
    expect(page.imageUrl).toBe(settled.imageUrl);
    expect(page.lessonAssessment?.id).toBe(settled.lessonAssessment?.id);
    const assessment = await fx.call(user, "GET", `/api/assessments/lesson/${lessonIds[0]}`);
    expect(assessment.statusCode).toBe(200);
    expect(assessment.json().questions.length).toBeGreaterThanOrEqual(4);

    // The spec's client calls stay, and only answer what the work made: no second drawing or writing.
    const images = await Promise.all(
      [1, 2, 3].map(() => fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/generate-image`)),
    );
    expect(images.map((r) => r.json().imageUrl)).toEqual([page.imageUrl, page.imageUrl, page.imageUrl]);
    const prepared = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`);
    expect(prepared.json().id).toBe(page.lessonAssessment?.id);
    expect(await callsOf(user.id, "draw-cover-image")).toHaveLength(1);
    expect(await callsOf(user.id, "write-lesson-assessment")).toHaveLength(1);

    // Regenerating the assessment (delete, then ask) writes a new one through the same job.
    await fx.call(user, "DELETE", `/api/assessments/lesson/${page.lessonAssessment!.id}`);
    const fresh = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().id).not.toBe(page.lessonAssessment!.id);
    expect(await callsOf(user.id, "write-lesson-assessment")).toHaveLength(2);
  });

  it("a failing drawing is retried, then ends failed with a reason the learner reads; asking again draws it", async () => {
    const { user, lessonIds } = await learnerWithLessons();
    const images = fx.t.app.deps.images;
    let tries = 0;
    fx.t.app.deps.images = {
      ...images,
      createCoverImage: async () => {
        tries++;
        throw new Error("image service down");
      },
    };
    try {
      await writeLesson(user, lessonIds[1]!);
      const settled = await settledWork(user, lessonIds[1]!);
      expect(settled.work.illustration).toEqual({
        state: "failed",
        error: "Failed to generate image. Please try again.",
      });
      expect(settled.imageUrl).toBeNull();
      // The first try and its two retries; the internal error never reaches the learner.
      expect(tries).toBe(3);
      expect(JSON.stringify(settled)).not.toContain("image service down");
      const [row] = await fx.t.handle.db
        .select()
        .from(lessonWork)
        .where(and(eq(lessonWork.lessonId, lessonIds[1]!), eq(lessonWork.kind, "illustration")));
      expect(row!.attempts).toBe(3);
      const refused = await fx.call(user, "POST", `/api/lessons/${lessonIds[1]}/generate-image`);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe("Failed to generate image. Please try again.");
    } finally {
      fx.t.app.deps.images = images;
    }
    const drawn = await fx.call(user, "POST", `/api/lessons/${lessonIds[1]}/generate-image`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().imageUrl).toMatch(/^\/media\//);
    const page = LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonIds[1]}`)).json());
    expect(page.work.illustration).toEqual({ state: "done", error: null });
  });

  it("work a killed server left running is taken up again, for each kind: at start-up and when asked", async () => {
    const { user, lessonIds } = await learnerWithLessons();
    const lessonId = lessonIds[2]!;
    await writeLesson(user, lessonId);
    await settledWork(user, lessonId);
    const speech = fx.t.app.deps.speech;
    fx.t.app.deps.speech = fakeSpeech;
    try {
      // As a kill -9 leaves it: each kind running, its heartbeat a minute old, nothing made.
      const db = fx.t.handle.db;
      await db.update(lessons).set({ imageUrl: null }).where(eq(lessons.id, lessonId));
      await db.delete(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
      await db.delete(reviewCards).where(eq(reviewCards.lessonId, lessonId));
      await db
        .insert(lessonWork)
        .values({ lessonId, userId: user.id, kind: "narration", state: "running" })
        .onConflictDoNothing();
      await db
        .update(lessonWork)
        .set({ state: "running", heartbeatAt: sql`now() - interval '1 minute'` })
        .where(eq(lessonWork.lessonId, lessonId));

      expect(await resumeLessonWork(fx.t.app, { everyUnfinished: false })).toBe(4);
      const settled = await settledWork(user, lessonId);
      expect(settled.work).toEqual({
        illustration: { state: "done", error: null },
        assessment: { state: "done", error: null },
        narration: { state: "done", error: null },
        cards: { state: "done", error: null },
      });
      expect(
        (await db.select().from(reviewCards).where(eq(reviewCards.lessonId, lessonId))).length,
      ).toBeGreaterThanOrEqual(3);
      expect(settled.imageUrl).toMatch(/^\/media\//);
      expect(settled.lessonAssessment).not.toBeNull();
      expect(settled.hasAudio).toBe(true);

      // A try that went stale is also taken up by the next request for it, on any instance.
      await db.update(lessons).set({ imageUrl: null }).where(eq(lessons.id, lessonId));
      await db
        .update(lessonWork)
        .set({ state: "running", heartbeatAt: sql`now() - interval '1 minute'` })
        .where(and(eq(lessonWork.lessonId, lessonId), eq(lessonWork.kind, "illustration")));
      const drawn = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-image`);
      expect(drawn.statusCode).toBe(200);
      // A live try (fresh heartbeat) is left to its worker: nothing to resume.
      expect(await resumeLessonWork(fx.t.app, { everyUnfinished: false })).toBe(0);
    } finally {
      fx.t.app.deps.speech = speech;
    }
  });

  it("narration is recorded once when asked, through the same work", async () => {
    const { user, lessonIds } = await learnerWithLessons();
    await writeLesson(user, lessonIds[3]!);
    const speech = fx.t.app.deps.speech;
    let narrations = 0;
    fx.t.app.deps.speech = {
      provider: "espeak",
      narrate: async (text, signal) => {
        narrations++;
        return fakeSpeech.narrate(text, signal);
      },
    };
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => fx.call(user, "POST", `/api/audio/generate/${lessonIds[3]}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().audioUrl)).size).toBe(1);
      expect(narrations).toBe(1);
      const page = LessonSchema.parse((await fx.call(user, "GET", `/api/lessons/${lessonIds[3]}`)).json());
      expect(page.hasAudio).toBe(true);
      expect(page.work.narration).toEqual({ state: "done", error: null });
    } finally {
      fx.t.app.deps.speech = speech;
    }
  });

  it("another learner's lesson: the work stream answers 404", async () => {
    const { lessonIds } = await learnerWithLessons();
    const stranger = await createUser(fx.t);
    const res = await fx.call(stranger, "GET", `/api/lessons/${lessonIds[0]}/work-stream`);
    expect(res.statusCode).toBe(404);
  });
});
