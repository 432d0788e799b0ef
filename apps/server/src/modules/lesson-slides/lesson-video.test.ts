import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { lessonSlides } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { fakeSpeaker } from "../../../test/fake-speaker.ts";
import { heldSpeaker } from "../../../test/overviews.ts";
import { chromiumPath, EVERY_BLOCK_LESSON, fakeRenderer, probe, slideHelpers } from "../../../test/slides.ts";
import { lessons, lessonVideos, usageEvents } from "../../db/schema/index.ts";
import { createChromiumRenderer } from "../../slides/renderer.ts";
import { createSpeaker } from "../../speech/index.ts";

type VttCue = { startTime: number; endTime: number; text: string };
const { WebVTTParser } = createRequire(import.meta.url)("webvtt-parser") as {
  WebVTTParser: new () => { parse(input: string): { cues: VttCue[]; errors: { message: string }[] } };
};

// Progress is polled: more than the default 300 requests a minute per route.
const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { learner, makeVideo, settledVideo } = slideHelpers(fx);
const SLIDES = lessonSlides(EVERY_BLOCK_LESSON);
const realSpeaker = createSpeaker(testConfig({ SPEECH_OFFLINE_VOICES: "espeak" }));
const renderer = chromiumPath ? createChromiumRenderer(chromiumPath) : null;
afterAll(() => renderer?.close());

const uses = (userId: string) =>
  fx.t.handle.db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, "lesson-video")));

describe.skipIf((!realSpeaker || !renderer) && process.env.REQUIRE_SPEECH !== "1")(
  "a lesson's narrated video, drawn by Chromium and read by espeak-ng",
  () => {
    it("one MP4 that ffprobe reads (H.264 and AAC, a chapter per heading, captions), captions that parse; asked again, the same one; others 404", async () => {
      fx.t.app.deps.speaker = realSpeaker;
      fx.t.app.deps.slides = renderer;
      const { user, lessonIds } = await learner();
      const lessonId = lessonIds[0]!;
      const before = await fx.call(user, "GET", `/api/lessons/${lessonId}/video`);
      expect(before.json()).toEqual({ available: true, video: null });
      // Two requests at once: one piece of work, one use of the plan.
      const [first, second] = await Promise.all([makeVideo(user, lessonId), makeVideo(user, lessonId)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      expect(first.json().id).toBe(second.json().id);
      const video = await settledVideo(user, lessonId);
      expect(video.state, video.error ?? "").toBe("done");
      expect(await uses(user.id)).toHaveLength(1);
      // A chapter per heading of the lesson (its slides' section), then the closing slide.
      expect(video.chapters.map((c) => c.title)).toEqual([
        "Loops in Python",
        "The for loop",
        "Counting",
        "In this lesson",
      ]);

      const file = await fx.t.app.inject({ method: "GET", url: video.videoUrl! });
      expect(file.headers["content-type"]).toBe("video/mp4");
      const dir = await mkdtemp(path.join(tmpdir(), "brainy-video-test-"));
      try {
        await writeFile(path.join(dir, "video.mp4"), file.rawPayload);
        const info = probe(path.join(dir, "video.mp4"));
        expect(Math.abs(Number(info.format.duration) - video.durationSeconds!)).toBeLessThan(0.3);
        expect(video.durationSeconds!).toBeGreaterThan(SLIDES.length * 3 - 1);
        const streams = Object.fromEntries(info.streams.map((s) => [s.codec_type, s]));
        expect(streams.video).toMatchObject({ codec_name: "h264", width: 1280, height: 720 });
        expect(streams.audio).toMatchObject({ codec_name: "aac" });
        expect(streams.subtitle).toMatchObject({ codec_name: "mov_text" });
        expect(info.chapters.map((c) => [c.tags.title, Number(c.start_time)])).toEqual(
          video.chapters.map((c) => [c.title, c.start]),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }

      const captions = await fx.t.app.inject({ method: "GET", url: video.captionsUrl! });
      expect(captions.headers["content-type"]).toMatch(/^text\/vtt/);
      const parsed = new WebVTTParser().parse(captions.body);
      expect(parsed.errors).toEqual([]);
      expect(parsed.cues.length).toBeGreaterThanOrEqual(SLIDES.length);
      expect(parsed.cues[0]!.text).toBe("Loops in Python.");
      for (const [i, cue] of parsed.cues.entries()) {
        expect(cue.endTime).toBeGreaterThan(cue.startTime);
        expect(cue.endTime).toBeLessThanOrEqual(video.durationSeconds! + 0.01);
        if (i > 0) expect(cue.startTime).toBeGreaterThanOrEqual(parsed.cues[i - 1]!.endTime - 0.001);
      }
      // Every slide's narration is captioned in its chapter.
      const counting = video.chapters.find((c) => c.title === "Counting")!;
      const inCounting = parsed.cues.filter(
        (c) => c.startTime >= counting.start && c.endTime <= counting.end,
      );
      expect(inCounting.map((c) => c.text).join(" ")).toContain("In words, the sum adds every value:");

      // Asked again: the same video, nothing taken. Another learner: 404 everywhere.
      const again = await makeVideo(user, lessonId);
      expect([again.statusCode, again.json().id]).toEqual([200, video.id]);
      expect(await uses(user.id)).toHaveLength(1);
      const stranger = await createUser(fx.t);
      expect((await makeVideo(stranger, lessonId)).statusCode).toBe(404);
      expect((await fx.call(stranger, "GET", `/api/lessons/${lessonId}/video`)).statusCode).toBe(404);
      expect((await fx.call(stranger, "POST", `/api/lessons/${lessonId}/video/retry`)).statusCode).toBe(404);
      // The parts kept while it was made are gone.
      const media = await readdir(path.join(fx.t.config.dataDir, "media"));
      expect(media.filter((name) => name.startsWith(`private-lv-${video.id}`))).toEqual([]);
    }, 240_000);
  },
);

describe("lesson videos: failures and limits", () => {
  it("failing mid-way every try: failed with a reason, no file, the use given back; Retry narrates only what is missing", async () => {
    const drawing = fakeRenderer();
    fx.t.app.deps.slides = drawing.renderer;
    const broken = fakeSpeaker();
    let calls = 0;
    // Slides 1-4 are narrated, then every try fails (3 tries: the first and 2 retries).
    fx.t.app.deps.speaker = {
      ...broken.speaker,
      speak: (text, voice) =>
        ++calls > 4 ? Promise.reject(new Error("down")) : broken.speaker.speak(text, voice),
    };
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[0]!;
    expect((await makeVideo(user, lessonId)).statusCode).toBe(201);
    const failed = await settledVideo(user, lessonId);
    expect(failed).toMatchObject({
      state: "failed",
      error: "The video could not be made. Try again.",
      videoUrl: null,
      captionsUrl: null,
      slidesDone: 4,
      slidesTotal: SLIDES.length,
      attempts: 3,
    });
    expect(await uses(user.id)).toHaveLength(0);
    // Drawn once; the drawn and narrated slides kept for Retry.
    expect(drawing.calls.shoot).toBe(1);
    const kept = await readdir(path.join(fx.t.config.dataDir, "media"));
    expect(kept.filter((name) => name.startsWith(`private-lv-${failed.id}`))).toHaveLength(SLIDES.length + 4);

    const working = fakeSpeaker();
    fx.t.app.deps.speaker = working.speaker;
    const retried = await fx.call(user, "POST", `/api/lessons/${lessonId}/video/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await settledVideo(user, lessonId);
    expect(done.state).toBe("done");
    expect(done.videoUrl).toMatch(/^\/media\/[a-f0-9]{32}\.mp4$/);
    expect(working.said.map((s) => s.text)).toEqual(SLIDES.slice(4).map((s) => s.notes));
    expect(drawing.calls.shoot).toBe(1);
    expect(await uses(user.id)).toHaveLength(1);
  }, 120_000);

  it("a rewritten lesson's video is refused for good with a reason; without a renderer or speech the answer is 503", async () => {
    fx.t.app.deps.slides = fakeRenderer().renderer;
    const held = heldSpeaker();
    fx.t.app.deps.speaker = held.speaker;
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[0]!;
    const asked = (await makeVideo(user, lessonId)).json();
    await fx.t.handle.db.update(lessons).set({ contentVersion: 2 }).where(eq(lessons.id, lessonId));
    held.release();
    // The old version's video fails for good once a try finds the lesson changed; the new one has none yet.
    let old: typeof lessonVideos.$inferSelect | undefined;
    for (let i = 0; i < 600 && old?.state !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [old] = await fx.t.handle.db.select().from(lessonVideos).where(eq(lessonVideos.id, asked.id));
    }
    expect(old).toMatchObject({ state: "failed", videoUrl: null, usageEventId: null });
    expect(old!.error).toBe("The lesson was rewritten after this video was asked for: make its video again.");
    const now = await fx.call(user, "GET", `/api/lessons/${lessonId}/video`);
    expect(now.json().video).toBeNull();

    fx.t.app.deps.slides = null;
    const noRenderer = await makeVideo(user, lessonId);
    expect(noRenderer.statusCode).toBe(503);
    expect((await fx.call(user, "GET", `/api/lessons/${lessonId}/video`)).json()).toEqual({
      available: false,
      video: null,
    });
    fx.t.app.deps.slides = fakeRenderer().renderer;
    fx.t.app.deps.speaker = null;
    expect((await makeVideo(user, lessonId)).statusCode).toBe(503);
    const unwritten = await learner(1, { content: null });
    fx.t.app.deps.speaker = fakeSpeaker().speaker;
    expect((await makeVideo(unwritten.user, unwritten.lessonIds[0]!)).statusCode).toBe(409);
  }, 60_000);

  it("8 requests at once on Free make 2 videos and answer 429 naming both plans; Pro makes 20 a day", async () => {
    fx.t.app.deps.slides = fakeRenderer().renderer;
    const held = heldSpeaker();
    fx.t.app.deps.speaker = held.speaker;
    try {
      const free = await learner(8);
      const answers = await Promise.all(free.lessonIds.map((id) => makeVideo(free.user, id)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 429)).toHaveLength(6);
      const refused = answers.find((a) => a.statusCode === 429)!.json();
      expect(refused.message).toMatch(/^The Free plan makes 2 lesson videos a day \(Pro: 20\)\./);
      expect(refused.details).toMatchObject({ reason: "LESSON_VIDEO_LIMIT", limit: 2 });
      expect(await uses(free.user.id)).toHaveLength(2);

      const pro = await learner(21, { pro: true });
      const proAnswers = await Promise.all(pro.lessonIds.map((id) => makeVideo(pro.user, id)));
      expect(proAnswers.filter((a) => a.statusCode === 201)).toHaveLength(20);
      expect(proAnswers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    } finally {
      held.release();
    }
  }, 120_000);
});
