import { type AudioOverview, AudioOverviewSchema, type LessonContent } from "@brainy/contract";
import { DEMO_ANSWERS } from "@brainy/demo-ai";
import { and, eq, sql } from "drizzle-orm";
import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { decodeSpan, medianPitch, silenceEnds } from "../../../test/audio-analysis.ts";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { fakeSpeaker } from "../../../test/fake-speaker.ts";
import { startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { createAiEngine } from "../../ai/index.ts";
import { audioOverviews, lessons, usageEvents, users } from "../../db/schema/index.ts";
import { createSpeaker } from "../../speech/index.ts";
import { resumeAbandonedOverviews } from "./service.ts";

// Progress is polled: more than the default 300 requests a minute per route.
const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
// espeak-ng's voices: festival's make the same file about ten times slower (speech/conversation.test.ts
// checks festival's pair on a short conversation).
const realSpeaker = createSpeaker(testConfig({ SPEECH_OFFLINE_VOICES: "espeak" }));

/** A demo lesson's content, as the demo AI writes it. */
function demoLesson(title: string): LessonContent {
  const written = DEMO_ANSWERS["write-lesson"]({
    goal: "Learn Python",
    courseTitle: "Python basics",
    courseDescription: "",
    level: 1,
    section: { topic: "Control flow", summary: "" },
    lessonTitle: title,
    previousLessons: [],
    nextLessons: [],
    earlierSections: [],
    estimatedMinutes: 30,
  });
  return { title: written.title, blocks: written.blocks };
}

/** A learner with `count` lessons, each written (ready) when `written`. */
async function learner(count = 1, options: { pro?: boolean; written?: boolean } = {}) {
  const user = await createUser(fx.t);
  if (options.pro) await makePro(fx.t, user.id);
  const tree = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: count });
  const rows = await fx.t.handle.db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.userId, user.id))
    .orderBy(lessons.order);
  if (options.written !== false) {
    for (const row of rows)
      await fx.t.handle.db
        .update(lessons)
        .set({ content: demoLesson("Loops in Python"), generationStatus: "ready" })
        .where(eq(lessons.id, row.id));
  }
  return { user, lessonIds: rows.map((r) => r.id), ...tree };
}

const make = (user: TestUser, scope: object, length = "brief") =>
  fx.call(user, "POST", "/api/audio-overviews", { scope, length });

/** Polls the overview until its work ends (jobs run in this process). */
async function settled(user: TestUser, id: string): Promise<AudioOverview> {
  for (let i = 0; i < 1800; i++) {
    const overview = AudioOverviewSchema.parse(
      (await fx.call(user, "GET", `/api/audio-overviews/${id}`)).json(),
    );
    if (overview.state === "done" || overview.state === "failed") return overview;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the overview did not finish");
}

/** A speaker whose every turn waits until released: the work stays queued or running. */
function heldSpeaker() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { speaker } = fakeSpeaker({ failAlways: true });
  return {
    speaker: { ...speaker, speak: async () => held.then(() => speaker.speak("x", speaker.voices().host)) },
    release,
  };
}

describe.skipIf(!realSpeaker)("an audio overview of a lesson, spoken by espeak-ng's two voices", () => {
  it("one MP3 with two voices, ID3 chapters and a transcript on its times; asked again, the same one; others 404", async () => {
    fx.t.app.deps.speaker = realSpeaker;
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[0]!;
    const started = await make(user, { kind: "lesson", lessonId });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ state: "queued", progress: "Waiting to start…", audioUrl: null });
    const overview = await settled(user, started.json().id);
    expect(overview.state, overview.error ?? "").toBe("done");
    expect(overview.progress).toBeNull();

    // A conversation: both speakers, chapters from the lesson's own headings, about 2-4 minutes.
    expect(new Set(overview.turns.map((t) => t.speaker))).toEqual(new Set(["host", "expert"]));
    expect(overview.chapters[0]!.title).toBe("Introduction");
    expect(overview.chapters.map((c) => c.title)).toContain("Worked Example");
    expect(overview.durationSeconds!).toBeGreaterThan(100);
    expect(overview.durationSeconds!).toBeLessThan(300);

    const file = await fx.t.app.inject({ method: "GET", url: overview.audioUrl! });
    expect(file.headers["content-type"]).toBe("audio/mpeg");
    const mp3 = file.rawPayload;
    const meta = await parseBuffer(mp3, { mimeType: "audio/mpeg" }, { duration: true });
    expect(Math.abs(meta.format.duration! - overview.durationSeconds!)).toBeLessThan(0.5);
    expect(meta.format.chapters?.map((c) => [c.title, c.start])).toEqual(
      overview.chapters.map((c) => [c.title, Math.round(c.start * 1000) / 1000]),
    );
    // Two voices, told apart by pitch in the decoded MP3 at the transcript's times.
    const pitchOf = (speaker: string) =>
      overview.turns
        .filter((t) => t.speaker === speaker)
        .slice(0, 3)
        .map((t) => medianPitch(decodeSpan(mp3, t.start, t.end)));
    expect(Math.min(...pitchOf("host"))).toBeGreaterThan(1.4 * Math.max(...pitchOf("expert")));
    // Every turn starts within 0.5 s of where speech begins again in the audio.
    const onsets = [0, ...silenceEnds(mp3)];
    for (const turn of overview.turns)
      expect(Math.min(...onsets.map((at) => Math.abs(at - turn.start)))).toBeLessThan(0.5);

    // Asked again, in parallel too: the same overview, no new work.
    const again = await Promise.all([1, 2, 3].map(() => make(user, { kind: "lesson", lessonId })));
    expect(again.map((r) => [r.statusCode, r.json().id])).toEqual([1, 2, 3].map(() => [200, overview.id]));
    const list = await fx.call(user, "GET", `/api/audio-overviews?lessonId=${lessonId}`);
    expect(list.json().map((o: AudioOverview) => o.id)).toEqual([overview.id]);

    // Another learner: 404 for the overview, the lesson and its list.
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", `/api/audio-overviews/${overview.id}`)).statusCode).toBe(404);
    expect((await make(stranger, { kind: "lesson", lessonId })).statusCode).toBe(404);
    expect((await fx.call(stranger, "GET", `/api/audio-overviews?lessonId=${lessonId}`)).statusCode).toBe(
      404,
    );
    expect((await fx.call(stranger, "DELETE", `/api/audio-overviews/${overview.id}`)).statusCode).toBe(404);
  }, 180_000);
});

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
      // The same overview asked for at once: one piece of work.
      const same = await Promise.all(
        [1, 2, 3, 4, 5].map(() => make(pro.user, { kind: "lesson", lessonId: pro.lessonIds[0] }, "deep")),
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

describe("the script task on an OpenAI-compatible model", () => {
  it("sources in the learner's language: the model's turns, chapters and citations ([n] it was not given dropped)", async () => {
    const server = await startFakeOpenAiServer();
    const demo = fx.t.app.deps.ai;
    try {
      fx.t.app.deps.ai = await createAiEngine({
        config: testConfig({
          AI_PROVIDER: "openai-compatible",
          AI_BASE_URL: server.baseUrl,
          AI_MAX_RETRIES: "0",
        }),
        db: fx.t.handle.db,
      });
      fx.t.app.deps.speaker = fakeSpeaker().speaker;
      const user = await createUser(fx.t);
      await fx.t.handle.db.update(users).set({ learningLanguage: "es" }).where(eq(users.id, user.id));
      const pasted = await fx.call(user, "POST", "/api/sources/text", {
        title: "Apuntes de biología",
        text: "# Células\n\nLa célula es la unidad básica de la vida. Todas las plantas y los animales están hechos de células.",
      });
      expect(pasted.statusCode, pasted.body).toBe(201);
      for (
        let i = 0;
        i < 200 && (await fx.call(user, "GET", `/api/sources/${pasted.json().id}`)).json().state !== "ready";
        i++
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      const script = {
        title: "Las células, en breve",
        language: "es",
        chapters: [
          {
            title: "Qué es una célula",
            turns: [
              { speaker: "host", text: "Hoy hablamos de las células. ¿Qué son?" },
              {
                speaker: "expert",
                text: "La célula es la unidad básica de la vida [1]. Y algo inventado [9].",
              },
            ],
          },
          {
            title: "Resumen",
            turns: [
              { speaker: "host", text: "¿Qué nos llevamos?" },
              { speaker: "expert", text: "Que todo ser vivo está hecho de células [1]." },
            ],
          },
        ],
      };
      server.reply({ kind: "sse", content: JSON.stringify(script), usage: { prompt: 900, completion: 300 } });
      const made = await make(user, { kind: "sources", sourceIds: [pasted.json().id] });
      expect(made.statusCode, made.body).toBe(201);
      const overview = await settled(user, made.json().id);
      expect(overview.state, overview.error ?? "").toBe("done");
      expect(overview).toMatchObject({ title: "Las células, en breve", language: "es" });
      expect(overview.chapters.map((c) => c.title)).toEqual(["Qué es una célula", "Resumen"]);
      expect(overview.turns.map((t) => [t.speaker, t.chapter])).toEqual([
        ["host", 0],
        ["expert", 0],
        ["host", 1],
        ["expert", 1],
      ]);
      expect(overview.turns[1]!.text).toBe("La célula es la unidad básica de la vida [1]. Y algo inventado.");
      expect(overview.citations).toEqual([
        expect.objectContaining({ n: 1, sourceTitle: "Apuntes de biología", headingPath: ["Células"] }),
      ]);
      // The model was given the material with its markers, the sources' legend and the language.
      const request = JSON.stringify(server.requests[0]!.body);
      expect(request).toContain("La célula es la unidad básica de la vida. [1]");
      expect(request).toContain("[1] Apuntes de biología");
      expect(request).toContain("Spanish");
    } finally {
      fx.t.app.deps.ai = demo;
      await server.close();
    }
  }, 60_000);
});
