// Exports (issue 29): the time and peak memory of exporting a course of 200 written lessons, each
// with a demo illustration, as a Markdown zip and as one HTML page (targets ≤ 10 s and ≤ 100 MiB
// above idle), and of a notes vault of 1,000 notes, read over HTTP as a browser would; on PGlite
// and, when TEST_DATABASE_URL is set, PostgreSQL. The data is written here; the server is a fresh
// process (`--serve`) whose resident memory is read from /proc while it exports.
// Run: `npm run bench:export -w bench`.
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { answerWithDemo } from "@brainy/demo-ai";
import { drawDemoCover } from "../apps/server/src/ai/images/demo-cover.ts";
import { writeLessonTask } from "../apps/server/src/ai/tasks/write-lesson/index.ts";
import { buildApp } from "../apps/server/src/app.ts";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { courses, goals, lessons, notes, roadmaps } from "../apps/server/src/db/schema/index.ts";
import { createTestApp, type TestContext, testConfig } from "../apps/server/test/app.ts";
import { createUser } from "../apps/server/test/factories.ts";

const MiB = 1024 * 1024;
const SUBJECTS = ["Python Foundations", "Calculus Essentials", "Personal Budgeting"];

/** A course of `sections` × `perSection` lessons written by the demo AI, each with its own illustration. */
async function seedCourse(t: TestContext, userId: string, sections: number, perSection: number) {
  const db = t.handle.db;
  const goalId = randomUUID();
  const courseId = randomUUID();
  await db
    .insert(goals)
    .values({ id: goalId, userId, description: "Bench goal", metadata: "{}", isActive: true });
  await db.insert(courses).values({ id: courseId, userId, goalId, title: "A long course", isActive: true });
  for (let s = 0; s < sections; s++) {
    const sectionId = randomUUID();
    await db
      .insert(roadmaps)
      .values({ id: sectionId, userId, courseId, goalId, content: `Section ${s + 1}`, order: s });
    const rows = [];
    for (let l = 0; l < perSection; l++) {
      const subject = SUBJECTS[(s * perSection + l) % SUBJECTS.length]!;
      const title = `${subject} lesson ${s + 1}.${l + 1}`;
      const written = answerWithDemo(writeLessonTask, {
        goal: subject,
        courseTitle: subject,
        courseDescription: "",
        level: 1,
        section: { topic: subject, summary: "" },
        lessonTitle: title,
        previousLessons: [],
        nextLessons: [],
        earlierSections: [],
        estimatedMinutes: 20,
      });
      const svg = drawDemoCover({ prompt: written.imagePrompt, title, seed: title });
      const key = `${createHash("sha256").update(svg).digest("hex").slice(0, 32)}.svg`;
      const imageUrl = await t.app.deps.media.put(key, new TextEncoder().encode(svg), "image/svg+xml");
      rows.push({
        userId,
        roadmapId: sectionId,
        title,
        order: l,
        content: { title, blocks: written.blocks },
        books: written.books,
        imageUrl,
        generationStatus: "ready",
      });
    }
    await db.insert(lessons).values(rows);
  }
  return courseId;
}

/** The resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** Reads a download over HTTP to its end, sampling the server's RSS; answers its size, time and peak. */
async function measure(base: string, route: string, token: string, pid: number) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${route}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { bytes, seconds, peak: Math.max(peak, rssOf(pid)) };
}

/** The measured server: a fresh process on the seeded database, printing its port when listening. */
async function serve(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const handle = databaseUrl
    ? await openDatabase({ url: databaseUrl, poolSize: 10 })
    : await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  const config = testConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000" });
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  globalThis.gc?.();
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
}

/** Writes the course and the notes, then measures each export from a fresh server process. */
async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const name = databaseUrl ? "PostgreSQL" : "PGlite";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-bench-export-"));
  let t: TestContext;
  let pgliteHandle: DatabaseHandle | undefined;
  if (databaseUrl) {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = databaseUrl;
    t = await createTestApp({ DATA_DIR: dataDir });
    process.env.TEST_DATABASE_URL = saved;
  } else {
    pgliteHandle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    await migrateDatabase(pgliteHandle);
    const config = testConfig({ DATA_DIR: dataDir });
    const app = await buildApp({ config, db: pgliteHandle.db, dbKind: pgliteHandle.kind, logger: false });
    t = { app, handle: pgliteHandle, config, close: async () => {} };
  }
  const user = await createUser(t);
  const courseId = await seedCourse(t, user.id, 10, 20);
  await t.handle.db.insert(notes).values(
    Array.from({ length: 1000 }, (_, i) => ({
      userId: user.id,
      title: `Note ${i}`,
      titleKey: `note ${i}`,
      content: `Linked to [[Note ${(i + 1) % 1000}]] #bench. ${"Some words of a note. ".repeat(40)}`,
      tags: ["bench"],
      explicitTags: [],
    })),
  );
  if (pgliteHandle) {
    await t.app.close();
    await pgliteHandle.close();
  }
  const child = spawn(
    process.execPath,
    ["--expose-gc", import.meta.filename, "--serve", dataDir, ...(databaseUrl ? [t.databaseUrl!] : [])],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  try {
    const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
    const { port } = JSON.parse(String(first.value)) as { port: number };
    const base = `http://127.0.0.1:${port}/api`;
    // Idle: the server's RSS once start-up has settled (PGlite's start-up peak falls back over a few
    // seconds), the lowest of 3 s of samples after it changed by less than 2 MiB in a second.
    let idle = rssOf(child.pid!);
    for (let settled = false, waited = 0; !settled && waited < 20_000; waited += 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const now = rssOf(child.pid!);
      settled = Math.abs(now - idle) < 2 * MiB;
      idle = now;
    }
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      idle = Math.min(idle, rssOf(child.pid!));
    }
    console.log(`${name}: the export server idles at ${(idle / 1024 / 1024).toFixed(0)} MiB RSS`);
    for (const [label, route] of [
      ["course of 200 lessons as a Markdown zip", `/courses/${courseId}/export?format=markdown`],
      [
        "course of 200 lessons as one HTML page (first: reads KaTeX's fonts)",
        `/courses/${courseId}/export?format=html`,
      ],
      ["course of 200 lessons as one HTML page", `/courses/${courseId}/export?format=html`],
      ["notes vault of 1,000 notes", "/notes/export"],
    ] as const) {
      const m = await measure(base, route, user.token, child.pid!);
      console.log(
        `${name}: ${label}: ${(m.bytes / MiB).toFixed(1)} MiB in ${m.seconds.toFixed(2)} s (target ≤ 10 s); peak RSS ${((m.peak - idle) / MiB).toFixed(0)} MiB above idle (target ≤ 100)`,
      );
    }
  } finally {
    child.kill();
    if (databaseUrl) await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--serve") await serve(process.argv[3]!, process.argv[4]);
else {
  await benchOn(undefined);
  if (process.env.TEST_DATABASE_URL) await benchOn(process.env.TEST_DATABASE_URL);
}
