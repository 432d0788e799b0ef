// Exports (issue 29): the time and peak memory of exporting a course of 200 written lessons, each
// with a demo illustration, as a Markdown zip and as one HTML page (targets ≤ 10 s and ≤ 100 MiB
// above idle), and of a notes vault of 1,000 notes, read over HTTP as a browser would; on PGlite
// and, when TEST_DATABASE_URL is set, PostgreSQL. Run: `npm run bench:export -w bench`.
import { createHash, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { answerWithDemo } from "@brainy/demo-ai";
import { drawDemoCover } from "../apps/server/src/ai/images/demo-cover.ts";
import { writeLessonTask } from "../apps/server/src/ai/tasks/write-lesson/index.ts";
import { courses, goals, lessons, notes, roadmaps } from "../apps/server/src/db/schema/index.ts";
import { createTestApp, type TestContext } from "../apps/server/test/app.ts";
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

/** Reads a download over HTTP to its end; answers its size, the time, and the peak RSS above idle. */
async function measure(base: string, path: string, token: string) {
  globalThis.gc?.();
  // RSS, and what V8 and Node hold (heap, buffers): a process that has already grown reuses its
  // pages, so RSS alone can hide what an export holds.
  const held = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const idle = process.memoryUsage().rss;
  const idleHeld = held();
  let peak = idle;
  let peakHeld = idleHeld;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    peakHeld = Math.max(peakHeld, held());
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${path}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    bytes,
    seconds,
    aboveIdle: (peak - idle) / MiB,
    idle: idle / MiB,
    held: (peakHeld - idleHeld) / MiB,
  };
}

async function benchOn(databaseUrl: string | undefined): Promise<void> {
  const saved = process.env.TEST_DATABASE_URL;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "1000000" });
  if (saved) process.env.TEST_DATABASE_URL = saved;
  const name = databaseUrl ? "PostgreSQL" : "PGlite";
  try {
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
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    // One warm-up (KaTeX's stylesheet and fonts are read once per process), then measured runs.
    await measure(base, `/courses/${courseId}/export?format=html`, user.token);
    for (const [label, path] of [
      ["course of 200 lessons as a Markdown zip", `/courses/${courseId}/export?format=markdown`],
      ["course of 200 lessons as one HTML page", `/courses/${courseId}/export?format=html`],
      ["notes vault of 1,000 notes", "/notes/export"],
      ["notes vault of 1,000 notes, again", "/notes/export"],
    ] as const) {
      const m = await measure(base, path, user.token);
      console.log(
        `${name}: ${label}: ${(m.bytes / MiB).toFixed(1)} MiB in ${m.seconds.toFixed(2)} s (target ≤ 10 s); peak RSS ${m.aboveIdle.toFixed(0)} MiB above idle (${m.idle.toFixed(0)} MiB), heap and buffers ${m.held.toFixed(0)} MiB above idle (target ≤ 100)`,
      );
    }
  } finally {
    await t.close();
  }
}

await benchOn(undefined);
if (process.env.TEST_DATABASE_URL) await benchOn(process.env.TEST_DATABASE_URL);
