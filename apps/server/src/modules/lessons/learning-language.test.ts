import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UserSchema } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bindCall, createUser, makePro, seedGoalTree, type TestUser } from "../../../test/factories.ts";
import { createAppOnFakeModel, refuseMemoryRequests } from "../../../test/fake-model-app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { lessons } from "../../db/schema/index.ts";
import { hasFfmpeg } from "../../speech/encode.ts";
import { createEspeakProvider, hasEspeak } from "../../speech/espeak.ts";
import { createSpeechService } from "../../speech/index.ts";
import { createOpenAiSpeechProvider } from "../../speech/openai.ts";

const spanishLesson = JSON.stringify({
  title: "Bucles en Python",
  blocks: [
    { type: "paragraph", text: "Un bucle repite el trabajo para cada elemento de una lista." },
    { type: "header", level: 2, text: "El bucle for" },
    { type: "paragraph", text: "Un bucle **for** recorre cada elemento de la lista en orden." },
    { type: "list", ordered: false, items: ["Menos escritura", "Menos errores"] },
  ],
  books: [],
  imagePrompt: "Un diagrama sencillo de un bucle que recorre una lista",
  estimatedMinutes: 20,
});

/** A stand-in for espeak-ng that writes its arguments to a log, then runs the real one. */
function recordingEspeak(): { binary: string; calls: () => string[] } {
  const dir = tmpdir();
  const log = path.join(dir, `espeak-args-${process.pid}-${Date.now()}.log`);
  const binary = path.join(dir, `espeak-recording-${process.pid}-${Date.now()}.sh`);
  writeFileSync(log, "");
  writeFileSync(binary, `#!/bin/sh\necho "$@" >> '${log}'\nexec espeak-ng "$@"\n`);
  chmodSync(binary, 0o755);
  return { binary, calls: () => readFileSync(log, "utf8").trim().split("\n").filter(Boolean) };
}

describe("lessons in the learner's language", () => {
  let t: TestContext;
  let fake: FakeServer;
  let user: TestUser;
  let lessonId: string;
  let call: ReturnType<typeof bindCall>;
  beforeAll(async () => {
    ({ fake, t } = await createAppOnFakeModel());
    call = bindCall(t);
    user = await createUser(t);
    await makePro(t, user.id);
    await seedGoalTree(t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    [{ id: lessonId }] = (await t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))) as [{ id: string }];
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("the profile keeps a listed language (English by default) and refuses another with a 400", async () => {
    const before = UserSchema.parse((await call(user, "GET", "/api/user")).json());
    expect(before.learningLanguage).toBe("en");
    const bad = await call(user, "PUT", "/api/user/profile", { learningLanguage: "xx-klingon" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/learning language/i);
    const set = await call(user, "PUT", "/api/user/profile", { learningLanguage: "es" });
    expect(set.statusCode).toBe(200);
    expect(UserSchema.parse(set.json()).learningLanguage).toBe("es");
    expect(UserSchema.parse((await call(user, "GET", "/api/user")).json()).learningLanguage).toBe("es");
  });

  it.skipIf(!hasEspeak() || !hasFfmpeg())(
    "a Spanish lesson: the prompt asks for Spanish, and espeak-ng narrates it with the Spanish voice",
    async () => {
      fake.reply({ kind: "sse", content: spanishLesson, pieces: 8, usage: { prompt: 900, completion: 400 } });
      const stream = await t.app.inject({
        method: "GET",
        url: `/api/lessons/${lessonId}/content-stream`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(stream.body).toContain("event: done");
      const lessonRequest = fake.requests[0]!;
      const system = String(lessonRequest.body.messages[0].content);
      expect(lessonRequest.body.messages[0].role).toBe("system");
      expect(system).toContain('Language: the learner studies in Spanish (Spain) (BCP-47 "es")');
      expect(system).toContain("judge what an answer means, never the language it is written in");

      const espeak = recordingEspeak();
      t.app.deps.speech = createSpeechService(
        createEspeakProvider({ voice: "en-gb", binary: espeak.binary }),
      );
      const audio = await call(user, "POST", `/api/audio/generate/${lessonId}`);
      expect(audio.statusCode).toBe(200);
      expect(audio.json().durationSeconds).toBeGreaterThan(1);
      expect(espeak.calls()).toEqual(["-v es -s 160 --stdout"]);
    },
    60_000,
  );

  it("every other task's prompt carries the language too (chat)", async () => {
    fake.reply({
      kind: "sse",
      content: "Un bucle termina cuando la lista no tiene más elementos.",
      pieces: 4,
    });
    const before = fake.requests.length;
    const chat = await call(user, "POST", "/api/chat", { message: "¿Cuándo termina un bucle?", lessonId });
    expect(chat.statusCode).toBe(200);
    const sent = fake.requests.slice(before).find((r) => Array.isArray(r.body?.messages))!;
    expect(String(sent.body.messages[0].content)).toContain("the learner studies in Spanish");
  });
});

describe.skipIf(!hasFfmpeg())("the TTS provider in the learner's language", () => {
  it("asks gpt-4o-mini-tts to read Spanish; English requests carry no instruction", async () => {
    const fake = await startFakeOpenAiServer();
    refuseMemoryRequests(fake);
    try {
      const pcm = Buffer.from(new Int16Array(24_000).map((_, i) => (i % 50) * 200).buffer);
      const answer = {
        kind: "custom" as const,
        handle: (_req: unknown, res: import("node:http").ServerResponse) => {
          res.writeHead(200, { "content-type": "audio/pcm" });
          res.end(pcm);
        },
      };
      fake.reply(answer, answer);
      const service = createSpeechService(
        createOpenAiSpeechProvider({
          apiKey: "sk-test",
          baseUrl: fake.baseUrl,
          model: "gpt-4o-mini-tts",
          voice: "alloy",
          timeoutMs: 10_000,
        }),
      );
      await service.narrate("Hola, estudiante.", undefined, "es");
      await service.narrate("Hello, learner.", undefined, "en");
      expect(fake.requests[0]!.body).toMatchObject({ voice: "alloy", input: "Hola, estudiante." });
      expect(fake.requests[0]!.body.instructions).toContain("Spanish (Spain)");
      expect(fake.requests[1]!.body.instructions).toBeUndefined();
    } finally {
      await fake.close();
    }
  });
});

describe.skipIf(!hasEspeak())("espeak-ng voices", () => {
  it("every learning language's voice is installed", async () => {
    const { spawnSync } = await import("node:child_process");
    const { ESPEAK_VOICES } = await import("../../speech/voices.ts");
    const listed = new Set(
      spawnSync("espeak-ng", ["--voices"], { encoding: "utf8" })
        .stdout.split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/)[1]),
    );
    const missing = Object.values(ESPEAK_VOICES).filter((voice) => !listed.has(voice));
    expect(missing).toEqual([]);
  });
});
