import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type LessonContent, type LessonVideo, LessonVideoStatusSchema } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { lessons } from "../src/db/schema/index.ts";
import type { SlideRenderer } from "../src/slides/renderer.ts";
import type { TestContext } from "./app.ts";
import { type bindCall, createUser, makePro, seedGoalTree, type TestUser } from "./factories.ts";

const chart = {
  mark: "bar",
  data: {
    values: [
      { month: "Jan", runs: 2 },
      { month: "Feb", runs: 5 },
      { month: "Mar", runs: 3 },
    ],
  },
  encoding: { x: { field: "month" }, y: { field: "runs" } },
};

/** A short lesson with every kind of block (12 slides, about 40 seconds narrated). */
export const EVERY_BLOCK_LESSON: LessonContent = {
  title: "Loops in Python",
  blocks: [
    { type: "paragraph", text: "Loops repeat work [1]. They save **typing** and mistakes." },
    { type: "header", level: 2, text: "The for loop" },
    { type: "paragraph", text: "A `for` loop walks a sequence. It stops at the end." },
    { type: "list", ordered: false, items: ["Lists", "Strings", "Ranges"] },
    { type: "paragraph", text: "Read the code below before running it." },
    { type: "codeBlock", language: "python", code: "for i in range(3):\n    print(i)" },
    { type: "header", level: 2, text: "Counting" },
    { type: "paragraph", text: "In words, the sum adds every value:" },
    { type: "mathBlock", latex: "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}" },
    { type: "chart", title: "Runs a month", spec: chart },
    { type: "diagram", title: "The loop", source: "flowchart LR\n  A[Start] --> B{More?}\n  B -->|yes| A" },
    { type: "imagePlaceholder", alt: "A loop drawn as a circle" },
    {
      type: "checkpoint",
      question: "How many times does range(3) loop?",
      choices: ["2", "3"],
      answer: "3",
      explanation: "It counts 0, 1 and 2.",
    },
  ],
};

/** Chromium for the real renderer (CI installs it; REQUIRE_BROWSER there makes its absence a failure). */
export const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate): candidate is string => !!candidate && existsSync(candidate),
);

/** A plain 1280 × 720 PNG made by ffmpeg, once: what the fake renderer draws for every slide. */
let plainPng: Buffer | undefined;
function plainSlide(): Buffer {
  plainPng ??= spawnSync(
    "ffmpeg",
    [
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=c=0x5b3fd9:s=1280x720",
      "-frames:v",
      "1",
      "-f",
      "image2pipe",
      "-vcodec",
      "png",
      "-",
    ],
    { maxBuffer: 10_000_000 },
  ).stdout;
  return plainPng!;
}

/** A renderer for tests without Chromium's cost: a plain PNG per slide; it counts its calls. */
export function fakeRenderer(options: { failDrawing?: boolean } = {}) {
  const calls = { shoot: 0, pdf: 0 };
  const renderer: SlideRenderer = {
    async pdf() {
      calls.pdf++;
      return Buffer.from("%PDF-1.4\n");
    },
    async shoot(html, selector) {
      calls.shoot++;
      if (options.failDrawing) throw new Error("renderer crashed");
      const count = selector === ".slide" ? (html.match(/<section class="slide /g)?.length ?? 0) : 0;
      return Array.from({ length: count }, plainSlide);
    },
    async close() {},
  };
  return { renderer, calls };
}

/** The lesson-slides tests' helpers, on one test app (`useTestApp`'s fixture). */
export function slideHelpers(fx: { t: TestContext; call: ReturnType<typeof bindCall> }) {
  /** A learner with `count` lessons, each written with `content`. */
  async function learner(count = 1, options: { pro?: boolean; content?: LessonContent | null } = {}) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: count });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.order);
    if (options.content !== null) {
      for (const row of rows)
        await fx.t.handle.db
          .update(lessons)
          .set({ content: options.content ?? EVERY_BLOCK_LESSON, generationStatus: "ready" })
          .where(eq(lessons.id, row.id));
    }
    return { user, lessonIds: rows.map((r) => r.id) };
  }

  const makeVideo = (user: TestUser, lessonId: string) =>
    fx.call(user, "POST", `/api/lessons/${lessonId}/video`);

  /** Polls the lesson's video until its work ends (jobs run in this process). */
  async function settledVideo(user: TestUser, lessonId: string): Promise<LessonVideo> {
    for (let i = 0; i < 3000; i++) {
      const answer = await fx.call(user, "GET", `/api/lessons/${lessonId}/video`);
      const { video } = LessonVideoStatusSchema.parse(answer.json());
      if (video && (video.state === "done" || video.state === "failed")) return video;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the video did not finish");
  }

  return { learner, makeVideo, settledVideo };
}

/** ffprobe's view of a media file: its streams, chapters and length. */
export function probe(file: string) {
  const out = spawnSync(
    "ffprobe",
    ["-v", "error", "-show_format", "-show_streams", "-show_chapters", "-of", "json", file],
    { encoding: "utf8" },
  );
  if (out.status !== 0) throw new Error(`ffprobe failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as {
    format: { duration: string; format_name: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    chapters: { start_time: string; end_time: string; tags: { title: string } }[];
  };
}
