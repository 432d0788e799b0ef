import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/factories.ts";
import { fakeSpeaker } from "../../../test/fake-speaker.ts";
import { heldSpeaker, overviewHelpers } from "../../../test/overviews.ts";
import { audioOverviews, usageEvents } from "../../db/schema/index.ts";
import { resumeAbandonedOverviews } from "./service.ts";

// Progress is polled: more than the default 300 requests a minute per route.
const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { learner, make, settled } = overviewHelpers(fx);

describe("audio overviews: work, failures and limits", () => {
  it("a speech engine failing mid-way keeps the finished turns; the rest are recorded, each once", async () => {
    const fake = fakeSpeaker({ failAtCall: 4 });
    fx.t.app.deps.speaker = fake.speaker;
    const { user, lessonIds } = await learner();
    const overview = await settled(
      user,
      (await make(user, { kind: "lesson", lessonId: lessonIds[0] })).json().id,
    );
    expect(overview.state).toBe("done");
    expect(overview.attempts).toBe(2);
    expect(fake.said.map((s) => s.text)).toEqual(
      overview.turns.map((t) => t.text.replace(/\s*\[\d+\]/g, "")),
    );
    expect(fake.said.map((s) => s.voice)).toEqual(overview.turns.map((t) => t.speaker));
    // The recorded turns were kept only until the MP3 was made (they are deleted just after 'done').
    await vi.waitFor(
      async () => {
        const media = await readdir(path.join(fx.t.config.dataDir, "media"));
        expect(media.filter((name) => name.startsWith(`private-ao-${overview.id}`))).toEqual([]);
      },
      { timeout: 15_000, interval: 50 },
    );
  }, 60_000);

  it("failing every try: failed with a reason, no file, the use given back; Retry goes on from the turns kept", async () => {
    const { user, lessonIds } = await learner();
    // Turns 1-5 are recorded, then every try fails (3 tries: the first and 2 retries).
    const broken = fakeSpeaker();
    let calls = 0;
    fx.t.app.deps.speaker = {
      ...broken.speaker,
      speak: (text, voice) =>
        ++calls > 5 ? Promise.reject(new Error("down")) : broken.speaker.speak(text, voice),
    };
    const failed = await settled(
      user,
      (await make(user, { kind: "lesson", lessonId: lessonIds[0] })).json().id,
    );
    expect(failed).toMatchObject({
      state: "failed",
      error: "The audio overview could not be made. Try again.",
      audioUrl: null,
      turns: [],
      turnsDone: 5,
      attempts: 3,
    });
    const uses = await fx.t.handle.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.kind, "audio-overview")));
    expect(uses).toHaveLength(0);

    const working = fakeSpeaker();
    fx.t.app.deps.speaker = working.speaker;
    const kept = await readdir(path.join(fx.t.config.dataDir, "media"));
    expect(kept.filter((name) => name.startsWith(`private-ao-${failed.id}`))).toHaveLength(5);
    const retried = await fx.call(user, "POST", `/api/audio-overviews/${failed.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const done = await settled(user, failed.id);
    expect(done.state).toBe("done");
    expect(working.said).toHaveLength(done.turns.length - 5);
    expect(working.said[0]!.text).toBe(done.turns[5]!.text.replace(/\s*\[\d+\]/g, ""));
  }, 60_000);

  it("20 requests at once on Free make 2 overviews and answer 429 to the rest; 21 on Pro make 20", async () => {
    const held = heldSpeaker();
    fx.t.app.deps.speaker = held.speaker;
    try {
      const free = await learner(20);
      const answers = await Promise.all(
        free.lessonIds.map((lessonId) => make(free.user, { kind: "lesson", lessonId })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(2).fill(201), ...Array(18).fill(429)]);
      expect(answers.find((r) => r.statusCode === 429)!.json()).toMatchObject({
        error: "RATE_LIMIT_EXCEEDED",
        message: expect.stringContaining("The Free plan makes 2 audio overviews a day (Pro: 20)"),
      });

      const pro = await learner(21, { pro: true });
      const proAnswers = await Promise.all(
        pro.lessonIds.map((lessonId) => make(pro.user, { kind: "lesson", lessonId }, "deep")),
      );
      expect(proAnswers.filter((r) => r.statusCode === 201)).toHaveLength(20);
      expect(proAnswers.filter((r) => r.statusCode === 429)).toHaveLength(1);
      // The same overview asked for at once: one piece of work (one the limit let through: which of
      // the 21 got the 429 is up to the race).
      const madeLessonId = pro.lessonIds[proAnswers.findIndex((r) => r.statusCode === 201)]!;
      const same = await Promise.all(
        [1, 2, 3, 4, 5].map(() => make(pro.user, { kind: "lesson", lessonId: madeLessonId }, "deep")),
      );
      expect(new Set(same.map((r) => r.json().id)).size).toBe(1);
      expect(same.every((r) => r.statusCode === 200)).toBe(true);
      const rows = await fx.t.handle.db
        .select()
        .from(audioOverviews)
        .where(eq(audioOverviews.userId, pro.user.id));
      expect(rows).toHaveLength(20);
    } finally {
      held.release();
    }
  }, 60_000);

  it("bad input: a clear 4xx, nothing made; no speech engine: 503", async () => {
    fx.t.app.deps.speaker = heldSpeaker().speaker;
    const { user, lessonIds, sectionIds, courseIds } = await learner(2, { written: false });
    expect((await make(user, { kind: "lesson", lessonId: "not-a-uuid" })).statusCode).toBe(400);
    expect((await make(user, { kind: "lesson", lessonId: lessonIds[0] }, "long")).statusCode).toBe(400);
    expect((await make(user, { kind: "podcast" })).statusCode).toBe(400);
    expect((await make(user, { kind: "sources", sourceIds: [] })).statusCode).toBe(400);
    const notWritten = await make(user, { kind: "lesson", lessonId: lessonIds[0] });
    expect(notWritten.statusCode).toBe(409);
    expect(notWritten.json().message).toMatch(/still being written/);
    expect((await make(user, { kind: "section", sectionId: sectionIds[0] })).statusCode).toBe(409);
    expect((await make(user, { kind: "course", courseId: courseIds[0] })).statusCode).toBe(409);
    expect((await make(user, { kind: "sources", sourceIds: [crypto.randomUUID()] })).statusCode).toBe(404);
    expect((await fx.call(user, "GET", "/api/audio-overviews")).statusCode).toBe(400);
    expect((await fx.call(user, "GET", `/api/audio-overviews/${crypto.randomUUID()}`)).statusCode).toBe(404);
    fx.t.app.deps.speaker = null;
    const off = await make(user, { kind: "lesson", lessonId: lessonIds[1] });
    expect(off.statusCode).toBe(503);
    expect(off.json().error).toBe("SPEECH_UNAVAILABLE");
    const rows = await fx.t.handle.db.select().from(audioOverviews).where(eq(audioOverviews.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("a section and a course: the written lessons' material; an overview left running by a dead server is resumed", async () => {
    fx.t.app.deps.speaker = fakeSpeaker().speaker;
    const { user, sectionIds, courseIds } = await learner(2, { pro: true });
    const section = await settled(
      user,
      (await make(user, { kind: "section", sectionId: sectionIds[0] })).json().id,
    );
    expect(section.state).toBe("done");
    expect(section.chapters.map((c) => c.title)).toContain("Course 1 section 1 lesson 1");
    const course = await make(user, { kind: "course", courseId: courseIds[0] }, "deep");
    expect(course.statusCode).toBe(201);
    expect((await settled(user, course.json().id)).chapters.map((c) => c.title)).toContain(
      "Course 1 section 1",
    );

    // A try whose server died: running, its heartbeat 1 minute old.
    await fx.t.handle.db
      .update(audioOverviews)
      .set({
        state: "running",
        stage: "recording",
        heartbeatAt: sql`now() - interval '1 minute'`,
        audioUrl: null,
      })
      .where(eq(audioOverviews.id, section.id));
    expect(await resumeAbandonedOverviews(fx.t.app.deps, { everyUnfinished: false })).toBe(1);
    expect((await settled(user, section.id)).state).toBe("done");
  }, 60_000);
});
