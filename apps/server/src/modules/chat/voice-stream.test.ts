import type { AddressInfo } from "node:net";
import { takeSentences, VOICE_LIMITS } from "@brainy/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser, type TestUser } from "../../../test/factories.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { generated, speak } from "../../../test/spoken-audio.ts";
import { hasEspeak } from "../../speech/espeak.ts";
import { transcribeRecording } from "../../speech/transcribe.ts";

const ANSWER =
  "Paris is the capital of France. It sits on the Seine in the north of the country. More than two million people live in the city itself. It has been the capital for most of the last thousand years.";

describe.skipIf(!hasEspeak() && process.env.REQUIRE_SPEECH !== "1")(
  "a spoken answer, sentence by sentence, from a slow model",
  () => {
    let t: TestContext;
    let fake: FakeServer;
    let base: string;
    let user: TestUser;
    beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      t = await createTestApp({
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: fake.baseUrl,
        AI_TIMEOUT_MS: "10000",
      });
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      user = await createUser(t);
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it("a question heard by pocketsphinx is answered, and its first sentence is spoken before the last token", async () => {
      const heard = await t.app.inject({
        method: "POST",
        url: "/api/chat/transcribe",
        headers: { ...user.auth, "content-type": "audio/webm" },
        payload: speak("What is the capital of France", "webm"),
      });
      // pocketsphinx where installed; else the question typed (the stream is what this test checks).
      const question = heard.statusCode === 200 ? heard.json().text : "What is the capital of France";
      // 40 pieces 150 ms apart: the answer takes about 6 s to arrive.
      fake.reply({ kind: "sse", content: ANSWER, pieces: 40, delayMs: 150 });
      const spoken: { sentence: string; at: number; bytes: number }[] = [];
      const speaking: Promise<void>[] = [];
      let buffer = "";
      const response = await fetch(`${base}/api/chat`, {
        method: "POST",
        headers: { ...user.auth, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ message: question }),
      });
      expect(response.status).toBe(200);
      // As the client does: each finished sentence is sent to /chat/speak while the rest streams.
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let rest = "";
      let lastDeltaAt = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        rest += value;
        const end = rest.lastIndexOf("\n\n");
        if (end < 0) continue;
        for (const chunk of rest.slice(0, end).split("\n\n")) {
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (!chunk.startsWith("event: delta") || !data) continue;
          lastDeltaAt = Date.now();
          const taken = takeSentences(buffer + JSON.parse(data).text);
          buffer = taken.rest;
          for (const sentence of taken.sentences)
            speaking.push(
              fetch(`${base}/api/chat/speak`, {
                method: "POST",
                headers: { ...user.auth, "content-type": "application/json" },
                body: JSON.stringify({ text: sentence }),
              }).then(async (res) => {
                expect(res.status).toBe(200);
                expect(res.headers.get("content-type")).toBe("audio/mpeg");
                const bytes = (await res.arrayBuffer()).byteLength;
                spoken.push({ sentence, at: Date.now(), bytes });
              }),
            );
        }
        rest = rest.slice(end + 2);
      }
      await Promise.all(speaking);
      expect(spoken.map((s) => s.sentence)).toContain("Paris is the capital of France.");
      const first = spoken.find((s) => s.sentence === "Paris is the capital of France.")!;
      expect(first.bytes).toBeGreaterThan(1000);
      // The first sentence's audio was back before the model sent its last token.
      expect(first.at).toBeLessThan(lastDeltaAt);
      expect(spoken.length).toBeGreaterThanOrEqual(3);
    });

    it("refuses text too long to be one sentence, and answers the same sentence again from memory", async () => {
      const long = await fetch(`${base}/api/chat/speak`, {
        method: "POST",
        headers: { ...user.auth, "content-type": "application/json" },
        body: JSON.stringify({ text: "word ".repeat(VOICE_LIMITS.speakMaxChars) }),
      });
      expect(long.status).toBe(400);
      const again = await fetch(`${base}/api/chat/speak`, {
        method: "POST",
        headers: { ...user.auth, "content-type": "application/json" },
        body: JSON.stringify({ text: "Paris is the capital of France." }),
      });
      expect(again.status).toBe(200);
      expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    });

    it("deletes the recording even when the transcriber fails", async () => {
      const failing = { name: "openai" as const, transcribe: () => Promise.reject(new Error("down")) };
      const { mkdtemp, readdir } = await import("node:fs/promises");
      const root = await mkdtemp(`${t.config.dataDir}/stt-`);
      await expect(
        transcribeRecording(failing, generated("sine=frequency=300:duration=2"), { tmpRoot: root }),
      ).rejects.toThrow("down");
      expect(await readdir(root)).toEqual([]);
    });
  },
);
