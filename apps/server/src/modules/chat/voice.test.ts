import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { VOICE_LIMITS } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, type TestUser, useTestApp } from "../../../test/factories.ts";
import { startFakeTranscriptionServer } from "../../../test/fakes/fake-transcription-server.ts";
import { generated, speak } from "../../../test/spoken-audio.ts";
import { aiCalls } from "../../db/schema/index.ts";
import { hasEspeak } from "../../speech/espeak.ts";
import { hasPocketsphinx, TRANSCRIBE_TMP_PREFIX } from "../../speech/transcribe.ts";

// This file's own temporary folder (os.tmpdir() follows TMPDIR; each test file runs in its own worker),
// so what other test files transcribe at the same time is not counted here.
const privateTmp = mkdtempSync(path.join(tmpdir(), "voice-test-"));
process.env.TMPDIR = privateTmp;
afterAll(() => rmSync(privateTmp, { recursive: true, force: true }));
const recordingsLeft = () => readdirSync(privateTmp).filter((name) => name.startsWith(TRANSCRIBE_TMP_PREFIX));

function send(t: TestContext, user: TestUser, body: Buffer | string, type = "audio/ogg") {
  return t.app.inject({
    method: "POST",
    url: "/api/chat/transcribe",
    headers: { ...user.auth, "content-type": type },
    payload: body,
  });
}

const canListen = hasPocketsphinx("/usr/share/pocketsphinx/model/en-us") && hasEspeak();

describe.skipIf(!canListen && process.env.REQUIRE_SPEECH !== "1")(
  "POST /api/chat/transcribe offline (pocketsphinx)",
  () => {
    const fx = useTestApp();
    let user: TestUser;
    beforeAll(async () => {
      user = await createUser(fx.t);
    });

    it("hears a question spoken by espeak-ng, charges nothing and keeps no audio", async () => {
      const quota = (await fx.call(user, "GET", "/api/chat/history")).json().remainingToday;
      const res = await send(
        fx.t,
        user,
        speak("What is the capital of France", "webm"),
        "audio/webm;codecs=opus",
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.provider).toBe("pocketsphinx");
      expect(body.text.toLowerCase()).toContain("capital");
      expect(body.seconds).toBeGreaterThan(1);
      expect(body.seconds).toBeLessThan(VOICE_LIMITS.maxSeconds);
      expect(recordingsLeft()).toEqual([]);
      expect((await fx.call(user, "GET", "/api/chat/history")).json().remainingToday).toBe(quota);
      const calls = await fx.t.handle.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
      expect(calls).toHaveLength(0);
    });

    it("hears the key words of a WAV question", async () => {
      const res = await send(fx.t, user, speak("Tell me about the solar system"), "audio/wav");
      expect(res.statusCode).toBe(200);
      expect(res.json().text.toLowerCase()).toContain("solar system");
    });

    it("refuses silence, what is not audio and recordings over the limits, keeping nothing", async () => {
      const silent = await send(fx.t, user, generated("anullsrc=r=48000:cl=mono:d=3"));
      expect(silent.statusCode).toBe(422);
      expect(silent.json().message).toMatch(/silent/i);
      const text = await send(fx.t, user, "this is not audio at all, only words", "audio/wav");
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toMatch(/not audio/i);
      const long = await send(
        fx.t,
        user,
        generated(`sine=frequency=300:duration=${VOICE_LIMITS.maxSeconds + 5}`),
      );
      expect(long.statusCode).toBe(413);
      expect(long.json().message).toContain(`${VOICE_LIMITS.maxSeconds} seconds`);
      const large = await send(fx.t, user, Buffer.alloc(VOICE_LIMITS.maxBytes + 1024, 1));
      expect(large.statusCode).toBe(413);
      const empty = await send(fx.t, user, Buffer.alloc(0));
      expect([400, 415]).toContain(empty.statusCode);
      const json = await fx.call(user, "POST", "/api/chat/transcribe", { audio: "hello" });
      expect(json.statusCode).toBe(415);
      expect(recordingsLeft()).toEqual([]);
      const calls = await fx.t.handle.db.select().from(aiCalls).where(eq(aiCalls.userId, user.id));
      expect(calls).toHaveLength(0);
    });

    it("answers 401 without a session", async () => {
      const res = await fx.t.app.inject({
        method: "POST",
        url: "/api/chat/transcribe",
        headers: { "content-type": "audio/wav" },
        payload: speak("hello"),
      });
      expect(res.statusCode).toBe(401);
    });
  },
);

describe.skipIf(!hasEspeak() && process.env.REQUIRE_SPEECH !== "1")(
  "POST /api/chat/transcribe on an OpenAI-compatible endpoint",
  () => {
    let fake: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
    let t: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      fake = await startFakeTranscriptionServer();
      t = await createTestApp({
        STT_BASE_URL: fake.baseUrl,
        STT_API_KEY: "stt-key",
        STT_MODEL: "whisper-small",
      });
      user = await createUser(t);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it("sends the recording as 16 kHz WAV with the model, and answers the endpoint's text", async () => {
      fake.answerWith({ text: " Qu'est-ce que la photosynthèse ? " });
      const res = await send(t, user, speak("Explain photosynthesis"));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ text: "Qu'est-ce que la photosynthèse ?", provider: "openai" });
      const [request] = fake.requests;
      expect(request!.authorization).toBe("Bearer stt-key");
      expect(request!.contentType).toMatch(/^multipart\/form-data/);
      const body = request!.body.toString("latin1");
      expect(body).toContain('name="model"');
      expect(body).toContain("whisper-small");
      expect(body).toContain('filename="speech.wav"');
      // 16 kHz mono: the WAV header's sample rate.
      const wav = request!.body.indexOf("RIFF");
      expect(request!.body.readUInt32LE(wav + 24)).toBe(16_000);
      expect(request!.body.readUInt16LE(wav + 22)).toBe(1);
    });

    it("answers 503 without the endpoint's details when it fails, and 422 when it heard nothing", async () => {
      fake.answerWith({ status: 500 });
      const failed = await send(t, user, speak("hello there"));
      expect(failed.statusCode).toBe(503);
      fake.answerWith({ text: "  " });
      const nothing = await send(t, user, speak("hello there"));
      expect(nothing.statusCode).toBe(422);
    });
  },
);

describe("a server that cannot listen or speak", () => {
  const fx = useTestApp({ STT_PROVIDER: "none", SPEECH_PROVIDER: "none" });

  it("answers 503 to a recording and to a sentence, saying so", async () => {
    const user = await createUser(fx.t);
    const heard = await send(fx.t, user, Buffer.from("RIFF"), "audio/wav");
    expect(heard.statusCode).toBe(503);
    expect(heard.json().message).toMatch(/not available/);
    const spoken = await fx.call(user, "POST", "/api/chat/speak", { text: "Hello there." });
    expect(spoken.statusCode).toBe(503);
    const empty = await fx.call(user, "POST", "/api/chat/speak", { text: "  " });
    expect(empty.statusCode).toBe(400);
  });
});
