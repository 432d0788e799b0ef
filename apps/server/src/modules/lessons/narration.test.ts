import { LessonAudioSchema, type LessonContent } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { lessons } from "../../db/schema/index.ts";
import { hasFfmpeg } from "../../speech/encode.ts";
import { createEspeakProvider, hasEspeak } from "../../speech/espeak.ts";
import { createSpeechService, type SpeechService } from "../../speech/index.ts";
import { createOpenAiSpeechProvider } from "../../speech/openai.ts";

const CONTENT: LessonContent = {
  title: "Loops in Python",
  blocks: [
    { type: "header", level: 2, text: "Why loops matter" },
    {
      type: "paragraph",
      text: "A **loop** repeats work for every item in a list, so you write the step once.",
    },
    { type: "codeBlock", language: "python", code: "for item in items:\n    print(item)" },
    { type: "mathBlock", latex: "\\sum_{i=1}^{n} i" },
    { type: "list", ordered: false, items: ["Less typing", "Fewer mistakes"] },
  ],
};

/** A speech service that records what it was asked to read and answers fixed bytes. */
function fakeSpeech(options: { fail?: boolean; delayMs?: number } = {}) {
  const texts: string[] = [];
  const mp3 = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
  const service: SpeechService = {
    provider: "espeak",
    async narrate(text) {
      texts.push(text);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.fail) throw new Error("speech engine crashed");
      return { mp3, durationSeconds: 12.34, peaks: Array.from({ length: 60 }, (_, i) => (i % 10) / 10) };
    },
  };
  return { service, texts, mp3 };
}

describe("lesson narration API", () => {
  const fx = useTestApp();

  async function learnerWithLessons(count = 3) {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: count });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.order);
    return { user, lessonIds: rows.map((r) => r.id) };
  }
  const makeReady = (lessonId: string) =>
    fx.t.handle.db
      .update(lessons)
      .set({ content: CONTENT, generationStatus: "ready" })
      .where(eq(lessons.id, lessonId));

  it("a rewrite of a narrated lesson records the new text's narration; an unnarrated one stays unnarrated", async () => {
    const speech = fakeSpeech();
    fx.t.app.deps.speech = speech.service;
    const { user, lessonIds } = await learnerWithLessons(2);
    const [narrated, silent] = lessonIds as [string, string];
    await makePro(fx.t, user.id);
    await makeReady(narrated);
    await makeReady(silent);
    const before = LessonAudioSchema.parse(
      (await fx.call(user, "POST", `/api/audio/generate/${narrated}`)).json(),
    );
    const rewrite = async (lessonId: string) => {
      const { courseId, courseVersion } = (
        await fx.call(user, "GET", `/api/lessons/${lessonId}/versions`)
      ).json();
      const res = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, {
        courseVersion,
        edit: { kind: "rewriteLesson", lessonId, style: "simpler" },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rewrite(narrated);
    await expect
      .poll(async () => (await fx.call(user, "GET", `/api/lessons/${narrated}`)).json().hasAudio, {
        timeout: 10_000,
      })
      .toBe(true);
    const after = LessonAudioSchema.parse(
      (await fx.call(user, "GET", `/api/lessons/${narrated}/audio`)).json(),
    );
    expect(after.audioUrl).toBe(before.audioUrl); // the fake speaks fixed bytes: the same file
    expect(speech.texts).toHaveLength(2);
    expect(speech.texts[1]).not.toBe(speech.texts[0]);

    await rewrite(silent);
    const work = (await fx.call(user, "GET", `/api/lessons/${silent}`)).json().work;
    expect(work.narration.state).toBe("idle");
    expect(speech.texts).toHaveLength(2);
  });

  it("records the narration once from the lesson's text, serves it with ranges, and 404s other users", async () => {
    const speech = fakeSpeech({ delayMs: 50 });
    fx.t.app.deps.speech = speech.service;
    const { user, lessonIds } = await learnerWithLessons();
    const [first, second] = lessonIds as [string, string];

    expect((await fx.call(user, "GET", `/api/lessons/${first}/audio`)).statusCode).toBe(404);
    const notReady = await fx.call(user, "POST", `/api/audio/generate/${first}`);
    expect(notReady.statusCode).toBe(409);
    await makeReady(first);

    const made = await fx.call(user, "POST", `/api/audio/generate/${first}`);
    expect(made.statusCode).toBe(200);
    const audio = LessonAudioSchema.parse(made.json());
    expect(audio.audioUrl).toMatch(/^\/media\/[a-f0-9]{32}\.mp3$/);
    expect(audio.peaks).toHaveLength(60);
    expect(audio.durationSeconds).toBe(12.3);
    // The text blocks only: no code, no LaTeX.
    expect(speech.texts).toEqual([
      "Loops in Python.\nWhy loops matter.\nA loop repeats work for every item in a list, so you write the step once.\nLess typing.\nFewer mistakes.",
    ]);

    // Asked again, or read back: the same recording, not a new one.
    expect((await fx.call(user, "POST", `/api/audio/generate/${first}`)).json()).toEqual(audio);
    expect((await fx.call(user, "GET", `/api/lessons/${first}/audio`)).json()).toEqual(audio);
    expect((await fx.call(user, "GET", `/api/lessons/${first}`)).json().hasAudio).toBe(true);
    expect(speech.texts).toHaveLength(1);

    // Parallel requests record one narration.
    await makeReady(second);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => fx.call(user, "POST", `/api/audio/generate/${second}`)),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(parallel.map((r) => r.json().audioUrl)).size).toBe(1);
    expect(speech.texts).toHaveLength(2);

    // The file: whole, a range (206), a suffix range, and one past the end (416).
    const whole = await fx.t.app.inject({ method: "GET", url: audio.audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(speech.mp3)).toBe(true);
    const part = await fx.t.app.inject({
      method: "GET",
      url: audio.audioUrl,
      headers: { range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${speech.mp3.length}`);
    expect(part.rawPayload.equals(speech.mp3.subarray(100, 200))).toBe(true);
    const tail = await fx.t.app.inject({
      method: "GET",
      url: audio.audioUrl,
      headers: { range: "bytes=-10" },
    });
    expect(tail.rawPayload.equals(speech.mp3.subarray(-10))).toBe(true);
    const past = await fx.t.app.inject({
      method: "GET",
      url: audio.audioUrl,
      headers: { range: "bytes=99999-" },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${speech.mp3.length}`);

    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", `/api/lessons/${first}/audio`)).statusCode).toBe(404);
    expect((await fx.call(stranger, "POST", `/api/audio/generate/${first}`)).statusCode).toBe(404);
    expect((await fx.call(user, "POST", "/api/audio/generate/not-a-uuid")).statusCode).toBe(400);
  });

  it("answers 503 with a clear message when this server cannot narrate, and recovers after a failure", async () => {
    const { user, lessonIds } = await learnerWithLessons(1);
    const lessonId = lessonIds[0]!;
    await makeReady(lessonId);

    fx.t.app.deps.speech = null;
    for (const [method, url] of [
      ["GET", `/api/lessons/${lessonId}/audio`],
      ["POST", `/api/audio/generate/${lessonId}`],
    ] as const) {
      const res = await fx.call(user, method, url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: "SPEECH_UNAVAILABLE",
        message: expect.stringContaining("Narration"),
      });
    }

    fx.t.app.deps.speech = fakeSpeech({ fail: true }).service;
    const failed = await fx.call(user, "POST", `/api/audio/generate/${lessonId}`);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe("Failed to generate audio version of the lesson");
    expect(failed.body).not.toContain("crashed");
    expect((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json().hasAudio).toBe(false);

    fx.t.app.deps.speech = fakeSpeech().service;
    expect((await fx.call(user, "POST", `/api/audio/generate/${lessonId}`)).statusCode).toBe(200);
  });
});

it.runIf(process.env.REQUIRE_SPEECH === "1")(
  "this machine can narrate (REQUIRE_SPEECH=1): espeak-ng and ffmpeg",
  () => {
    expect({ espeak: hasEspeak(), ffmpeg: hasFfmpeg() }).toEqual({ espeak: true, ffmpeg: true });
  },
);

describe.skipIf(!hasFfmpeg())("speech providers, encoded to MP3 with ffmpeg", () => {
  const isMp3 = (bytes: Buffer) =>
    bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);

  it.skipIf(!hasEspeak())(
    "espeak-ng: a real voice, small MP3, 60 peaks of the waveform",
    async () => {
      const service = createSpeechService(createEspeakProvider({ voice: "en-gb" }));
      const text = "Loops repeat work. ".repeat(30);
      const narration = await service.narrate(text);
      expect(isMp3(narration.mp3)).toBe(true);
      expect(narration.durationSeconds).toBeGreaterThan(10);
      // At most 1 MB per 5 minutes of speech.
      expect(narration.mp3.length / narration.durationSeconds).toBeLessThanOrEqual(1_000_000 / 300);
      expect(narration.peaks).toHaveLength(60);
      expect(Math.max(...narration.peaks)).toBe(1);
      expect(narration.peaks.filter((p) => p > 0.05).length).toBeGreaterThan(30);
    },
    30_000,
  );

  it("openai: asks the speech endpoint for PCM with the key, model and voice", async () => {
    const fake = await startFakeOpenAiServer();
    try {
      // Two seconds of a 440 Hz tone at 24 kHz, as raw 16-bit PCM.
      const samples = new Int16Array(48_000).map((_, i) =>
        Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)),
      );
      fake.reply({
        kind: "custom",
        handle(_req, res) {
          res.writeHead(200, { "content-type": "audio/pcm" });
          res.end(Buffer.from(samples.buffer));
        },
      });
      const service = createSpeechService(
        createOpenAiSpeechProvider({
          apiKey: "sk-test-speech",
          baseUrl: fake.baseUrl,
          model: "gpt-4o-mini-tts",
          voice: "alloy",
          timeoutMs: 10_000,
        }),
      );
      const narration = await service.narrate("Hello, learner.");
      expect(fake.requests[0]).toMatchObject({
        method: "POST",
        path: "/v1/audio/speech",
        body: { model: "gpt-4o-mini-tts", voice: "alloy", input: "Hello, learner.", response_format: "pcm" },
      });
      expect(fake.requests[0]!.headers.authorization).toBe("Bearer sk-test-speech");
      expect(narration.durationSeconds).toBe(2);
      expect(isMp3(narration.mp3)).toBe(true);
      expect(narration.peaks.every((p) => p > 0.9)).toBe(true);

      fake.reply({ kind: "status", status: 401, body: { error: { message: "bad key sk-test-speech" } } });
      await expect(service.narrate("Again")).rejects.toThrow("speech API answered 401");
    } finally {
      await fake.close();
    }
  });
});
