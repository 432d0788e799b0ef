import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser, useTestApp } from "../../../test/factories.ts";
import { startFakeTranscriptionServer } from "../../../test/fakes/fake-transcription-server.ts";
import { speak } from "../../../test/spoken-audio.ts";
import { voiceRecordings } from "../../db/schema/index.ts";
import { hasEspeak } from "../../speech/espeak.ts";

// The fake OpenAI-compatible endpoint transcribes (pocketsphinx's CPU is spent in chat/voice.test.ts).
const fake = await startFakeTranscriptionServer();
afterAll(() => fake.close());

describe.skipIf(!hasEspeak() && process.env.REQUIRE_SPEECH !== "1")("'Keep my recordings'", () => {
  const fx = useTestApp({ STT_BASE_URL: fake.baseUrl, STT_MODEL: "whisper-small" });
  let user: TestUser;
  let other: TestUser;
  const question = speak("What is a prime number", "webm");
  beforeAll(async () => {
    user = await createUser(fx.t);
    other = await createUser(fx.t);
    fake.answerWith({ text: "What is a prime number" });
  });

  const ask = (who: TestUser) =>
    fx.t.app.inject({
      method: "POST",
      url: "/api/chat/transcribe",
      headers: { ...who.auth, "content-type": "audio/webm;codecs=opus" },
      payload: question,
    });
  const list = async (who: TestUser) => (await fx.call(who, "GET", "/api/voice-recordings")).json();

  it("keeps nothing by default", async () => {
    expect((await ask(user)).statusCode).toBe(200);
    expect(await list(user)).toEqual({ keep: false, recordings: [] });
  });

  it("when on, keeps each voice question with its transcript, playable only by its learner", async () => {
    const on = await fx.call(user, "PUT", "/api/voice-recordings/settings", { keep: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ keep: true });
    expect((await ask(user)).statusCode).toBe(200);
    expect((await ask(other)).statusCode).toBe(200);
    const { keep, recordings } = await list(user);
    expect(keep).toBe(true);
    expect(recordings).toHaveLength(1);
    expect(recordings[0]).toMatchObject({
      transcript: "What is a prime number",
      contentType: "audio/webm",
      bytes: question.length,
    });
    expect(recordings[0].seconds).toBeGreaterThan(1);
    // The other learner keeps nothing (their choice is off) and cannot reach this one.
    expect((await list(other)).recordings).toEqual([]);
    const id = recordings[0].id;
    const audio = await fx.call(user, "GET", `/api/voice-recordings/${id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/webm");
    expect(audio.rawPayload.equals(question)).toBe(true);
    expect((await fx.call(other, "GET", `/api/voice-recordings/${id}/audio`)).statusCode).toBe(404);
    expect((await fx.call(other, "DELETE", `/api/voice-recordings/${id}`)).statusCode).toBe(404);
    // Never served by the public media route.
    const [row] = await fx.t.handle.db.select().from(voiceRecordings).where(eq(voiceRecordings.id, id));
    expect(row!.mediaKey.startsWith("private-")).toBe(true);
    expect((await fx.t.app.inject({ method: "GET", url: `/media/${row!.mediaKey}` })).statusCode).toBe(404);
  });

  it("exports the recordings with their audio, and deletes one or all with their files", async () => {
    expect((await ask(user)).statusCode).toBe(200);
    const exported = await fx.call(user, "GET", "/api/voice-recordings/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("brainy-voice-recordings.json");
    const { recordings } = exported.json();
    expect(recordings).toHaveLength(2);
    expect(Buffer.from(recordings[0].audioBase64, "base64").equals(question)).toBe(true);

    const mine = await fx.t.handle.db
      .select()
      .from(voiceRecordings)
      .where(eq(voiceRecordings.userId, user.id))
      .orderBy(voiceRecordings.createdAt);
    expect((await fx.call(user, "DELETE", `/api/voice-recordings/${mine[0]!.id}`)).statusCode).toBe(204);
    expect(await fx.t.app.deps.media.get(mine[0]!.mediaKey)).toBeNull();
    expect((await list(user)).recordings).toHaveLength(1);
    expect((await fx.call(user, "DELETE", `/api/voice-recordings/${mine[0]!.id}`)).statusCode).toBe(404);
    expect((await fx.call(user, "DELETE", "/api/voice-recordings")).statusCode).toBe(204);
    expect(await fx.t.app.deps.media.get(mine[1]!.mediaKey)).toBeNull();
    expect(await list(user)).toEqual({ keep: true, recordings: [] });
    // Turned off again, nothing more is kept.
    await fx.call(user, "PUT", "/api/voice-recordings/settings", { keep: false });
    expect((await ask(user)).statusCode).toBe(200);
    expect((await list(user)).recordings).toEqual([]);
  });

  it("refuses bad input with a 4xx", async () => {
    expect((await fx.call(user, "PUT", "/api/voice-recordings/settings", { keep: "yes" })).statusCode).toBe(
      400,
    );
    expect((await fx.call(user, "GET", "/api/voice-recordings/not-a-uuid/audio")).statusCode).toBe(400);
    expect((await fx.t.app.inject({ method: "GET", url: "/api/voice-recordings" })).statusCode).toBe(401);
  });
});
