import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, type TestUser, useTestApp } from "../../../test/factories.ts";
import { startFakeTranscriptionServer } from "../../../test/fakes/fake-transcription-server.ts";
import { generated, speak } from "../../../test/spoken-audio.ts";
import { aiCalls, reviewLogs } from "../../db/schema/index.ts";
import { hasEspeak } from "../../speech/espeak.ts";
import { hasPocketsphinx, TRANSCRIBE_TMP_PREFIX } from "../../speech/transcribe.ts";

// This file's own temporary folder, so other files' recordings are not counted here.
const privateTmp = mkdtempSync(path.join(tmpdir(), "hands-free-test-"));
process.env.TMPDIR = privateTmp;
afterAll(() => rmSync(privateTmp, { recursive: true, force: true }));
const recordingsLeft = () => readdirSync(privateTmp).filter((name) => name.startsWith(TRANSCRIBE_TMP_PREFIX));

function send(t: TestContext, user: TestUser, url: string, body: Buffer | string, type = "audio/wav") {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...user.auth, "content-type": type },
    payload: body,
  });
}

async function makeCard(t: TestContext, user: TestUser, front: string, back: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/review/cards",
    headers: user.auth,
    payload: { front, back },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; reps: number };
}

const graderCalls = (t: TestContext, user: TestUser) =>
  t.handle.db
    .select()
    .from(aiCalls)
    .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "grade-review-answer")));

const canListen = hasPocketsphinx("/usr/share/pocketsphinx/model/en-us") && hasEspeak();

describe.skipIf(!canListen && process.env.REQUIRE_SPEECH !== "1")(
  "hands-free review offline (pocketsphinx)",
  () => {
    const fx = useTestApp();
    let user: TestUser;
    let other: TestUser;
    beforeAll(async () => {
      user = await createUser(fx.t);
      other = await createUser(fx.t);
    });

    it("hears a spoken answer and answers the grader's suggestion, grading nothing and keeping no audio", async () => {
      const card = await makeCard(
        fx.t,
        user,
        "Which system holds the Earth and the Sun?",
        "the solar system",
      );
      const res = await send(
        fx.t,
        user,
        `/api/review/cards/${card.id}/spoken-answer`,
        speak("the solar system", "webm"),
        "audio/webm;codecs=opus",
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.provider).toBe("pocketsphinx");
      expect(body.text.toLowerCase()).toContain("solar");
      expect(body.suggestion.rating).toBeGreaterThanOrEqual(2);
      expect(body.suggestion.feedback).toEqual(expect.any(String));
      expect(await graderCalls(fx.t, user)).toHaveLength(1);
      expect(await fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.userId, user.id))).toEqual(
        [],
      );
      expect(recordingsLeft()).toEqual([]);
    });

    it("hears each rating word and 'yes' against the choice words", async () => {
      for (const word of ["again", "hard", "easy", "yes"]) {
        const res = await send(fx.t, user, "/api/review/spoken-choice", speak(word));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ choice: word, provider: "pocketsphinx" });
      }
      expect(recordingsLeft()).toEqual([]);
    });

    it("answers 404 for another learner's card before hearing anything, and charges nothing", async () => {
      const card = await makeCard(fx.t, user, "Capital of France?", "Paris");
      const before = (await graderCalls(fx.t, other)).length;
      const res = await send(fx.t, other, `/api/review/cards/${card.id}/spoken-answer`, speak("Paris"));
      expect(res.statusCode).toBe(404);
      expect((await graderCalls(fx.t, other)).length).toBe(before);
    });

    it("refuses silence, what is not audio and a JSON body with a 4xx, charging nothing", async () => {
      const card = await makeCard(fx.t, user, "Capital of Spain?", "Madrid");
      const before = (await graderCalls(fx.t, user)).length;
      const url = `/api/review/cards/${card.id}/spoken-answer`;
      const silent = await send(fx.t, user, url, generated("anullsrc=r=48000:cl=mono:d=2"), "audio/ogg");
      expect(silent.statusCode).toBe(422);
      expect(silent.json().message).toMatch(/silent/i);
      const text = await send(fx.t, user, url, "this is not audio at all");
      expect(text.statusCode).toBe(415);
      const json = await fx.call(user, "POST", url, { answer: "Madrid" });
      expect(json.statusCode).toBe(415);
      const choice = await send(
        fx.t,
        user,
        "/api/review/spoken-choice",
        generated("anullsrc=r=48000:cl=mono:d=2"),
        "audio/ogg",
      );
      expect(choice.statusCode).toBe(422);
      expect((await graderCalls(fx.t, user)).length).toBe(before);
      expect(recordingsLeft()).toEqual([]);
    });

    it("answers 401 without a session", async () => {
      const res = await fx.t.app.inject({
        method: "POST",
        url: "/api/review/spoken-choice",
        headers: { "content-type": "audio/wav" },
        payload: speak("yes"),
      });
      expect(res.statusCode).toBe(401);
    });
  },
);

describe.skipIf(!hasEspeak() && process.env.REQUIRE_SPEECH !== "1")(
  "hands-free review on an OpenAI-compatible endpoint",
  () => {
    let fake: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
    let t: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      fake = await startFakeTranscriptionServer();
      t = await createTestApp({ STT_BASE_URL: fake.baseUrl, STT_MODEL: "whisper-small" });
      user = await createUser(t);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it("gives the endpoint the choice words as its prompt and matches what it wrote", async () => {
      fake.answerWith({ text: "Hmm, okay." });
      const res = await send(t, user, "/api/review/spoken-choice", speak("okay"));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ text: "Hmm, okay.", choice: "yes", provider: "openai" });
      const body = fake.requests.at(-1)!.body.toString("latin1");
      expect(body).toContain('name="prompt"');
      expect(body).toContain("again, hard, good, easy, yes");
      fake.answerWith({ text: "I'm not sure" });
      expect((await send(t, user, "/api/review/spoken-choice", speak("not sure"))).json().choice).toBeNull();
    });

    it("grades the endpoint's transcript of a spoken answer with the demo grader", async () => {
      const card = await makeCard(t, user, "What does FSRS stand for?", "Free Spaced Repetition Scheduler");
      fake.answerWith({ text: "Free spaced repetition scheduler" });
      const res = await send(
        t,
        user,
        `/api/review/cards/${card.id}/spoken-answer`,
        speak("free spaced repetition scheduler"),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        text: "Free spaced repetition scheduler",
        suggestion: { rating: 3 },
      });
      fake.answerWith({ status: 500 });
      const failed = await send(t, user, `/api/review/cards/${card.id}/spoken-answer`, speak("anything"));
      expect(failed.statusCode).toBe(503);
      expect(await graderCalls(t, user)).toHaveLength(1);
    });
  },
);
