import type { AudioOverview } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { decodeSpan, medianPitch, silenceEnds } from "../../../test/audio-analysis.ts";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { fakeSpeaker } from "../../../test/fake-speaker.ts";
import { startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { overviewHelpers } from "../../../test/overviews.ts";
import { createAiEngine } from "../../ai/index.ts";
import { users } from "../../db/schema/index.ts";
import { createSpeaker } from "../../speech/index.ts";

// Progress is polled: more than the default 300 requests a minute per route.
const fx = useTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { learner, make, settled } = overviewHelpers(fx);
// espeak-ng's voices: festival's make the same file about ten times slower (speech/conversation.test.ts
// checks festival's pair on a short conversation).
const realSpeaker = createSpeaker(testConfig({ SPEECH_OFFLINE_VOICES: "espeak" }));

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
      // Another learner's source: 404.
      const stranger = await createUser(fx.t);
      expect((await make(stranger, { kind: "sources", sourceIds: [pasted.json().id] })).statusCode).toBe(404);
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
