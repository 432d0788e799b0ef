// Note search at 10,000 notes (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), and how soon
// a chat answer's first words reach the client after a slow model sends its first token.
import type { ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { notes } from "../apps/server/src/db/schema/index.ts";
import { createTestApp } from "../apps/server/test/app.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { listeningAppWithFakeModel } from "./support.ts";

const NOTE_COUNT = 10_000;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const WORDS =
  "photosynthesis chlorophyll mitochondria enzyme protein algebra vector matrix integral derivative " +
  "python loop function variable recursion closure array dictionary tuple class object method " +
  "grammar verb noun tense spanish french vocabulary budget saving interest inflation " +
  "harmony rhythm melody chord scale painting colour light shadow perspective history empire";
const vocabulary = WORDS.split(" ");

/** A deterministic word salad: note i gets a title of 3 words and about 80 words of content. */
function fakeNote(i: number) {
  const word = (k: number) => vocabulary[(i * 7 + k * 13 + ((i * k) % 11)) % vocabulary.length]!;
  const title = `${word(1)} ${word(2)} ${word(3)} ${i}`;
  const content = Array.from({ length: 80 }, (_, k) => word(k + 4)).join(" ");
  return { title, content };
}

async function benchNoteSearch(databaseUrl: string | undefined): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  try {
    const user = await createUser(t);
    const seeded = performance.now();
    for (let start = 0; start < NOTE_COUNT; start += 500) {
      const rows = Array.from({ length: 500 }, (_, j) => {
        const { title, content } = fakeNote(start + j);
        return {
          userId: user.id,
          title,
          titleKey: title.toLowerCase(),
          content,
          explicitTags: [],
          tags: [vocabulary[(start + j) % vocabulary.length]!],
          search: sql`to_tsvector('simple', ${title} || ' ' || ${content})`,
        };
      });
      await t.handle.db.insert(notes).values(rows);
    }
    const seedMs = performance.now() - seeded;
    const queries = [
      ...vocabulary.slice(0, 20), // content (and some title) matches
      ...["python loop", "vector matrix", "budget saving"], // several words
      ...Array.from({ length: 10 }, (_, k) => fakeNote(k * 997).title.toLowerCase()), // exact titles
      "chloro",
      "zzz-nothing",
    ];
    const timings: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        const started = performance.now();
        const res = await t.app.inject({
          method: "GET",
          url: `/api/notes?q=${encodeURIComponent(q)}`,
          headers: user.auth,
        });
        timings.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`GET /notes?q=${q} answered ${res.statusCode}`);
      }
    }
    const listed = performance.now();
    await t.app.inject({ method: "GET", url: "/api/notes/connections", headers: user.auth });
    const connectionsMs = performance.now() - listed;
    console.log(
      `note search at ${NOTE_COUNT} notes (${t.handle.kind}): p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms over ${timings.length} searches (target < 50 ms); connections ${connectionsMs.toFixed(0)} ms; seeding ${(seedMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await t.close();
  }
}

/** A slow fake model: its first token after 400 ms, then one every 60 ms; marks when the first is sent. */
function slowReply(mark: (at: number) => void) {
  return {
    kind: "custom" as const,
    handle(_req: unknown, res: ServerResponse) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      const words = "A loop repeats a block of code for each item it is given.".split(" ");
      let i = 0;
      const next = () => {
        if (i === 0) mark(performance.now());
        chunk({ content: `${i ? " " : ""}${words[i]}` });
        i++;
        if (i < words.length) setTimeout(next, 60);
        else {
          chunk({}, "stop");
          res.end("data: [DONE]\n\n");
        }
      };
      setTimeout(next, 400);
    },
  };
}

async function benchChatFirstToken(): Promise<void> {
  const { fake, base, user, close } = await listeningAppWithFakeModel();
  try {
    const delays: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < 15; i++) {
      let firstTokenAt = 0;
      fake.reply(slowReply((at) => (firstTokenAt = at)));
      const started = performance.now();
      const response = await fetch(`${base}/api/chat`, {
        method: "POST",
        headers: { ...user.auth, accept: "text/event-stream", "content-type": "application/json" },
        body: JSON.stringify({ message: `What does a loop do? (${i})` }),
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let sawDelta = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        if (!sawDelta && buffer.includes("event: delta")) {
          sawDelta = true;
          delays.push(performance.now() - firstTokenAt);
        }
      }
      totals.push(performance.now() - started);
      if (!buffer.includes("event: done")) throw new Error(`chat stream ended without done: ${buffer}`);
    }
    console.log(
      `chat stream: slow fake model's first token → first delta at the client: median ${percentile(delays, 50).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms (n=${delays.length}; target ≤ 200 ms); whole answer median ${percentile(totals, 50).toFixed(0)} ms`,
    );
  } finally {
    await close();
  }
}

export async function benchNotesAndChat(): Promise<void> {
  await benchNoteSearch(undefined);
  if (process.env.TEST_DATABASE_URL) await benchNoteSearch(process.env.TEST_DATABASE_URL);
  else console.log("note search on PostgreSQL: skipped (set TEST_DATABASE_URL)");
  await benchChatFirstToken();
}
