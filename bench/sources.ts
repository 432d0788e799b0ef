// Sources (issue 26): extraction pages per second on a 300-page PDF made here with pdf-lib, the
// resident memory it adds above idle (target ≤ 200 MiB), the time from an upload's end to 'ready'
// for a 50-page PDF, and search p50/p99 at 20,000 passages for one learner (target p99 ≤ 50 ms),
// on PGlite and, when TEST_DATABASE_URL (or DATABASE_URL) is set, PostgreSQL: through the API
// (GET /api/sources/search) and as the chat retrieves (its service call), wall time and, on PGlite
// (in this process), CPU time, which leaves out waiting for other processes on a loaded machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { sourcePassages, sources } from "../apps/server/src/db/schema/index.ts";
import { extractSections } from "../apps/server/src/modules/sources/extract.ts";
import { retrievePassages } from "../apps/server/src/modules/sources/index.ts";
import { createTestApp, type TestContext } from "../apps/server/test/app.ts";
import { createUser, makePro, type TestUser } from "../apps/server/test/factories.ts";

const MiB = 1024 * 1024;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * A 4,000-word vocabulary: made-up words, with the subject words at middle ranks (100-143), as in a
 * textbook: a few words in most passages, subject words in some, most words rare.
 */
const SUBJECT = (
  "cell membrane protein enzyme energy light water oxygen carbon glucose respiration photosynthesis " +
  "nucleus gene allele chromosome mutation evolution species habitat predator prey ecosystem climate " +
  "river mountain ocean volcano plate earthquake erosion sediment mineral crystal atom molecule bond " +
  "reaction acid base salt metal electron proton neutron force motion velocity acceleration gravity"
).split(" ");
const SYLLABLES = "ka lo mi ne ru ta vo shi pe da gu fi ber zon tel quo".split(" ");
const MADE_UP = Array.from({ length: 4000 - SUBJECT.length }, (_, i) =>
  [i % 16, Math.floor(i / 16) % 16, Math.floor(i / 256) % 16].map((k) => SYLLABLES[k]).join(""),
);
const WORDS = [...MADE_UP.slice(0, 100), ...SUBJECT, ...MADE_UP.slice(100)];

/** Deterministic prose: `count` words, each drawn with a Zipf-like skew (rank ≈ N·u²). */
function prose(seed: number, count: number): string {
  let x = seed * 2654435761;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const u = x / 2147483648;
    out.push(WORDS[Math.floor(WORDS.length * u * u)]!);
  }
  return out.join(" ");
}

/** A PDF of `pages` pages, about 300 words each in 11 pt Helvetica lines. */
async function makePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595, 842]);
    const words = prose(p + 1, 300).split(" ");
    for (let line = 0; line * 12 < words.length; line++) {
      page.drawText(words.slice(line * 12, line * 12 + 12).join(" "), {
        x: 40,
        y: 800 - line * 15,
        size: 11,
        font,
      });
    }
  }
  return pdf.save();
}

/**
 * Extraction of a 300-page PDF, measured in a fresh process (`--extract <file>`), so its memory
 * above idle is not hidden by what making the PDF left in this one.
 */
async function benchExtraction(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-bench-pdf-"));
  const file = path.join(dir, "300.pdf");
  writeFileSync(file, await makePdf(300));
  const child = spawnSync(process.execPath, ["--expose-gc", import.meta.filename, "--extract", file], {
    encoding: "utf8",
  });
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(child.stdout);
  if (child.status !== 0) throw new Error(child.stderr);
}

async function measureExtraction(file: string): Promise<void> {
  const pdf = new Uint8Array(readFileSync(file));
  globalThis.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const sections = await extractSections("pdf", pdf, { maxPages: 2000, onProgress: () => {} });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `extraction: 300-page PDF (${(pdf.length / MiB).toFixed(1)} MiB, ${sections.length} pages of text) in ${seconds.toFixed(2)} s = ${(300 / seconds).toFixed(0)} pages/s; peak RSS ${((peak - idle) / MiB).toFixed(0)} MiB above idle (${(idle / MiB).toFixed(0)} MiB) in a fresh process (target ≤ 200)`,
  );
}

/** Upload finished → ready for a 50-page PDF, through the API (extraction runs in this process). */
async function benchReady(t: TestContext, user: TestUser, name: string): Promise<void> {
  const pdf = Buffer.from(await makePdf(50));
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/sources/upload?name=fifty.pdf",
      headers: { ...user.auth, "content-type": "application/octet-stream" },
      payload: pdf,
    });
    const id = uploaded.json().id as string;
    const started = performance.now();
    for (;;) {
      const source = (
        await t.app.inject({ method: "GET", url: `/api/sources/${id}`, headers: user.auth })
      ).json();
      if (source.state === "ready" || source.state === "failed") break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
    await t.app.inject({ method: "DELETE", url: `/api/sources/${id}`, headers: user.auth });
  }
  console.log(`${name}: upload finished → ready, 50-page PDF: median ${percentile(times, 50).toFixed(0)} ms`);
}

async function benchOn(databaseUrl: string | undefined, options: { searchOnly: boolean }): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  const name = databaseUrl ? "PostgreSQL" : "PGlite";
  try {
    const user = await createUser(t);
    await makePro(t, user.id);

    if (!options.searchOnly) await benchReady(t, user, name);

    // 20,000 passages of about 220 words in 20 sources.
    const db = t.handle.db;
    for (let s = 0; s < 20; s++) {
      const [source] = await db
        .insert(sources)
        .values({
          userId: user.id,
          title: `Book ${s}`,
          kind: "pdf",
          fileKey: `private-bench-${s}.pdf`,
          sizeBytes: 1,
          state: "ready",
        })
        .returning({ id: sources.id });
      for (let start = 0; start < 1000; start += 250) {
        await db.insert(sourcePassages).values(
          Array.from({ length: 250 }, (_, j) => {
            const ordinal = start + j;
            const text = prose(s * 1000 + ordinal + 7, 220);
            return {
              sourceId: source!.id,
              userId: user.id,
              ordinal,
              page: ordinal + 1,
              headingPath: [`Chapter ${Math.floor(ordinal / 50) + 1}`],
              text,
              search: sql`to_tsvector('english', ${`Chapter ${Math.floor(ordinal / 50) + 1}`} || ' ' || ${text})`,
            };
          }),
        );
      }
    }
    // The server keeps planner statistics fresh (autovacuum; on PGlite its own check, ADR 0017).
    await db.execute(sql`analyze source_passages`);
    // Questions naming two words of the subject or of the vocabulary's middle ranks.
    const pick = (k: number) =>
      k % 2 === 0 ? SUBJECT[k % SUBJECT.length]! : WORDS[200 + ((k * 37) % 1500)]!;
    const question = (i: number) => `how does ${pick(i * 7)} affect ${pick(i * 13 + 5)}?`;
    const measure = async (label: string, search: (q: string) => Promise<void>) => {
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await search(question(i));
        const used = process.cpuUsage(cpuStarted);
        if (i < 20) continue;
        wall.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      const inProcess = databaseUrl
        ? ""
        : `; CPU p50 ${percentile(cpu, 50).toFixed(1)} ms, p99 ${percentile(cpu, 99).toFixed(1)} ms`;
      console.log(
        `${name}: ${label} at 20,000 passages: p50 ${percentile(wall, 50).toFixed(1)} ms, p99 ${percentile(wall, 99).toFixed(1)} ms${inProcess} (target p99 ≤ 50)`,
      );
    };
    await measure("GET /api/sources/search", async (q) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/sources/search?q=${encodeURIComponent(q)}`,
        headers: user.auth,
      });
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}`);
    });
    // What a /chat question retrieves before the model answers (its four cited passages).
    await measure("the chat's retrieval", async (q) => {
      await retrievePassages(db, { userId: user.id, question: q, limit: 4 });
    });
  } finally {
    await t.close();
  }
}

if (process.argv[2] === "--extract") {
  await measureExtraction(process.argv[3]!);
} else if (process.argv[2] === "--extraction-only") {
  await benchExtraction();
} else {
  // --search-only: the 20,000-passage searches alone (no extraction, no upload).
  const searchOnly = process.argv.includes("--search-only");
  if (!searchOnly) await benchExtraction();
  await benchOn(undefined, { searchOnly });
  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (postgresUrl) await benchOn(postgresUrl, { searchOnly });
}
