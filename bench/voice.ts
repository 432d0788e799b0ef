// The tutor you talk to on the demo provider: a spoken question (espeak-ng, Opus in WebM like a
// browser's recording) to the first spoken word of the answer, as the web client does it:
// POST /chat/transcribe, then /chat streamed, each finished sentence sent to /chat/speak.
import type { AddressInfo } from "node:net";
import { takeSentences } from "@brainy/contract";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { speak } from "../apps/server/test/spoken-audio.ts";
import { median } from "./support.ts";

const RUNS = 5;
// The demo model's own pace (150 ms a step, as a server runs it).
const t = await createTestApp({ AI_DEMO_STEP_MS: "150", RATE_LIMIT_PER_MINUTE: "100000" });
await t.app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const user = await createUser(t);
const recording = speak("Tell me about the solar system", "webm");
const rows: { transcribe: number; firstSentence: number; firstAudio: number; answerDone: number }[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const heard = await fetch(`${base}/api/chat/transcribe`, {
      method: "POST",
      headers: { ...user.auth, "content-type": "audio/webm" },
      body: new Uint8Array(recording),
    });
    if (!heard.ok) throw new Error(`transcribe answered ${heard.status}`);
    const { text } = (await heard.json()) as { text: string };
    const transcribed = performance.now();
    const response = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { ...user.auth, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: text }),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let rest = "";
    let buffer = "";
    let firstSentence = 0;
    let firstAudio: Promise<number> | undefined;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += value;
      const end = rest.lastIndexOf("\n\n");
      if (end < 0) continue;
      for (const chunk of rest.slice(0, end).split("\n\n")) {
        const data = /^data: (.*)$/m.exec(chunk)?.[1];
        if (!chunk.startsWith("event: delta") || !data || firstAudio) continue;
        const taken = takeSentences(buffer + (JSON.parse(data) as { text: string }).text);
        buffer = taken.rest;
        const sentence = taken.sentences[0];
        if (!sentence) continue;
        firstSentence = performance.now();
        firstAudio = fetch(`${base}/api/chat/speak`, {
          method: "POST",
          headers: { ...user.auth, "content-type": "application/json" },
          body: JSON.stringify({ text: `${sentence} (${run})` }),
        }).then(async (res) => {
          await res.arrayBuffer();
          return performance.now();
        });
      }
      rest = rest.slice(end + 2);
    }
    const answerDone = performance.now();
    rows.push({
      transcribe: transcribed - started,
      firstSentence: firstSentence - started,
      firstAudio: (await firstAudio!) - started,
      answerDone: answerDone - started,
    });
  }
} finally {
  await t.close();
}
const ms = (key: keyof (typeof rows)[number]) => `${Math.round(median(rows.map((row) => row[key])))} ms`;
console.log(`Spoken question (${RUNS} runs, medians, demo provider, pocketsphinx, espeak-ng):`);
console.log(`  transcribed:                 ${ms("transcribe")}`);
console.log(`  first sentence of the answer: ${ms("firstSentence")}`);
console.log(`  first sentence's audio ready: ${ms("firstAudio")}  (the first spoken word)`);
console.log(`  whole answer streamed:        ${ms("answerDone")}`);
