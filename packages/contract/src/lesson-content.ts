import { z } from "zod";

const text = (max: number) => z.string().max(max);

/** Keys a chart spec may never hold anywhere: remote data, expressions, signals, external schemes. */
const FORBIDDEN_CHART_KEYS = new Set([
  "url",
  "href",
  "expr",
  "signal",
  "signals",
  "transform",
  "params",
  "usermeta",
]);

/** Finds the first forbidden key or remote-looking value in a chart spec (depth-limited). */
export function findUnsafeChartPart(value: unknown, depth = 0): string | undefined {
  if (depth > 12) return "spec nested too deeply";
  if (typeof value === "string")
    return /^(javascript|data|https?|file|ftp):/i.test(value.trim()) ? value : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnsafeChartPart(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_CHART_KEYS.has(key)) return key;
      const found = findUnsafeChartPart(item, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** A Vega-Lite spec with inline data only: no URLs, expressions or signals anywhere. */
export const ChartSpecSchema = z
  .object({
    mark: z.union([z.string().max(20), z.object({ type: z.string().max(20) }).loose()]),
    data: z
      .object({
        values: z
          .array(z.object({}).catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()])))
          .min(1)
          .max(200),
      })
      .strict(),
    encoding: z.object({}).catchall(z.unknown()),
  })
  .loose()
  .refine((spec) => findUnsafeChartPart(spec) === undefined, {
    message: "Chart specs may only hold inline data: no URLs, expressions or signals",
  });
export type ChartSpec = z.infer<typeof ChartSpecSchema>;

/** Longest Mermaid source a diagram block may hold (a readable diagram is far smaller). */
export const DIAGRAM_SOURCE_MAX = 3000;
/** The Mermaid diagram kinds a lesson may draw: flowcharts, sequence diagrams, mind maps and timelines. */
export const DIAGRAM_KINDS = ["flowchart", "graph", "sequenceDiagram", "mindmap", "timeline"] as const;

/** The diagram kind a Mermaid source declares on its first line that is not blank or a comment. */
export function diagramKindOf(source: string): string | undefined {
  const first = source
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith("%%"));
  return first?.split(/\s+/)[0];
}

/**
 * Why a Mermaid source may not be drawn in a lesson, or undefined when it may: one of the allowed
 * kinds, and no `%%{init}` directives (they could change the renderer's configuration).
 */
export function findDiagramProblem(source: string): string | undefined {
  if (/%%\s*\{/.test(source)) return "Diagrams may not hold %%{init}%% directives";
  const kind = diagramKindOf(source);
  if (!kind || !(DIAGRAM_KINDS as readonly string[]).includes(kind))
    return `A diagram starts with one of: ${DIAGRAM_KINDS.join(", ")}`;
  return undefined;
}

/** Folds an answer for comparison: case, accents, surrounding spaces and punctuation do not count. */
export function foldCheckpointAnswer(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether a learner's answer to a checkpoint is right: the chosen choice, or a typed answer it accepts. */
export function isCheckpointAnswerRight(
  checkpoint: { answer: string; alsoAccept?: string[] | undefined },
  given: string,
): boolean {
  const folded = foldCheckpointAnswer(given);
  return (
    folded !== "" &&
    [checkpoint.answer, ...(checkpoint.alsoAccept ?? [])].some((a) => foldCheckpointAnswer(a) === folded)
  );
}

/** Weak prerequisite concepts a refresher block names at most. */
export const REFRESHER_CONCEPTS_MAX = 3;

/** One block of lesson content. */
export const LessonBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("refresher"),
    concepts: z
      .array(text(80).min(1))
      .min(1)
      .max(REFRESHER_CONCEPTS_MAX)
      .describe("The weak prerequisite concepts it refreshes, by name (from the list given)"),
    text: text(2000)
      .min(1)
      .describe(
        "A short recap of those concepts before the lesson starts (plain text with **bold**, *italic* and `code` marks), correcting a listed mistake where there is one",
      ),
  }),
  z.object({
    type: z.literal("header"),
    level: z.number().int().min(1).max(4).describe("1 (largest) to 4"),
    text: text(200).min(1),
  }),
  z.object({
    type: z.literal("paragraph"),
    text: text(4000).min(1).describe("Plain text with **bold**, *italic* and `code` marks"),
  }),
  z.object({
    type: z.literal("list"),
    ordered: z.boolean(),
    items: z.array(text(1000).min(1)).min(1).max(20),
  }),
  z.object({
    type: z.literal("codeBlock"),
    language: text(30).describe("Language name, e.g. python, javascript, sql, bash; 'text' when none"),
    code: text(6000).min(1),
  }),
  z.object({ type: z.literal("mathInline"), latex: text(500).min(1).describe("LaTeX without $ delimiters") }),
  z.object({
    type: z.literal("mathBlock"),
    latex: text(2000).min(1).describe("LaTeX without $$ delimiters"),
  }),
  z.object({
    type: z.literal("imagePlaceholder"),
    alt: text(300).min(1).describe("What the lesson illustration shows"),
  }),
  z.object({
    type: z.literal("chart"),
    title: text(200).optional(),
    spec: ChartSpecSchema.describe("A Vega-Lite spec whose data are inline values"),
  }),
  z
    .object({
      type: z.literal("diagram"),
      title: text(200).optional(),
      source: text(DIAGRAM_SOURCE_MAX)
        .min(1)
        .describe(
          "Mermaid source of a flowchart, sequenceDiagram, mindmap or timeline (first line names the kind; no %%{init}%%)",
        ),
    })
    .refine((block) => findDiagramProblem(block.source) === undefined, {
      message: `A diagram starts with one of: ${DIAGRAM_KINDS.join(", ")}, and holds no %%{init}%% directives`,
      path: ["source"],
    }),
  z
    .object({
      type: z.literal("checkpoint"),
      question: text(300).min(1).describe("A short question on what the lesson just taught"),
      choices: z
        .array(text(200).min(1))
        .max(5)
        .describe("2 to 5 choices for a multiple-choice question; empty for a fill-in question"),
      answer: text(200).min(1).describe("The right choice, word for word; or the expected fill-in answer"),
      alsoAccept: z
        .array(text(200).min(1))
        .max(5)
        .optional()
        .describe("Other fill-in answers that are also right (spellings, synonyms)"),
      explanation: text(300).min(1).describe("One line saying why the answer is right"),
      concepts: z
        .array(text(80).min(1))
        .max(3)
        .optional()
        .describe("Names of the lesson's concepts (from the list given) the question checks"),
    })
    .refine((block) => block.choices.length !== 1, {
      message: "A multiple-choice checkpoint has 2 to 5 choices",
      path: ["choices"],
    })
    .refine((block) => block.choices.length === 0 || block.choices.includes(block.answer), {
      message: "A checkpoint's answer must be one of its choices",
      path: ["answer"],
    }),
]);
export type LessonBlock = z.infer<typeof LessonBlockSchema>;
export type LessonBlockType = LessonBlock["type"];

/** A lesson's content: a title and its blocks in reading order. */
export const LessonContentSchema = z.object({
  title: text(200).min(1),
  blocks: z.array(LessonBlockSchema).max(80),
});
export type LessonContent = z.infer<typeof LessonContentSchema>;

/** A recommended book. */
export const BookSchema = z.object({ title: text(200).min(1), author: text(200).min(1) });
export type Book = z.infer<typeof BookSchema>;

/** Where a lesson's content stands: not started, being written, done, or the last try failed. */
export const LessonGenerationStatusSchema = z.enum(["idle", "generating", "ready", "failed"]);
export type LessonGenerationStatus = z.infer<typeof LessonGenerationStatusSchema>;

/** Where a piece of background work about a lesson stands (the illustration, the assessment, the narration). */
export const LessonWorkStateSchema = z.enum(["idle", "queued", "running", "done", "failed"]);
export type LessonWorkState = z.infer<typeof LessonWorkStateSchema>;

/** One piece of a lesson's background work: its state and, when it failed, a reason a learner may read. */
export const LessonWorkSchema = z.object({
  state: LessonWorkStateSchema,
  error: z.string().nullable().describe("Why the last try failed, in words for the learner"),
});
export type LessonWork = z.infer<typeof LessonWorkSchema>;

/** The kinds of background work the server does for a lesson once its content is written. */
export const LessonWorkKindSchema = z.enum(["illustration", "assessment", "narration", "cards"]);
export type LessonWorkKind = z.infer<typeof LessonWorkKindSchema>;

/** Each kind of a lesson's background work (idle when never asked for). */
export const LessonWorkSetSchema = z.object({
  illustration: LessonWorkSchema,
  assessment: LessonWorkSchema,
  narration: LessonWorkSchema,
  cards: LessonWorkSchema.describe("The review cards written from the lesson's key points"),
});
export type LessonWorkSet = z.infer<typeof LessonWorkSetSchema>;

/** True while any of the lesson's background work is queued or running. */
export function isLessonWorkPending(work: LessonWorkSet): boolean {
  return Object.values(work).some((w) => w.state === "queued" || w.state === "running");
}

/** One numbered reference of a lesson written from the learner's sources (its `[n]` markers). */
export const LessonCitationSchema = z.object({
  n: z.number().int().min(1).describe("The number its markers carry in the text, `[n]`"),
  sourceId: z
    .uuid()
    .nullable()
    .describe("The learner's source; null for a web page a lesson check read (then `url` is set)"),
  passageId: z
    .uuid()
    .nullable()
    .describe("The passage the viewer opens at, highlighted; null for a web page"),
  sourceTitle: z.string(),
  page: z.number().int().nullable().describe("The PDF page (from 1); null for other kinds"),
  headingPath: z.array(z.string()).describe("The headings above the passage, outermost first"),
  quote: z.string().describe("The start of the passage, as cited"),
  sourceDeleted: z
    .boolean()
    .describe("True once the learner deleted the source: the text stays, the link goes"),
  url: z
    .string()
    .nullable()
    .optional()
    .describe("A web page or video source: the page at the passage's heading, or the video at its second"),
  startSeconds: z.number().int().nullable().optional().describe("A video passage's first second"),
});
export type LessonCitation = z.infer<typeof LessonCitationSchema>;

/** GET /api/lessons/{id}: a lesson page's data. */
export const LessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: LessonContentSchema.nullable().describe("The generated content; null until written"),
  generationStatus: LessonGenerationStatusSchema,
  imagePrompt: z.string().nullable().describe("Prompt for the lesson illustration"),
  imageUrl: z.string().nullable().describe("Our own media URL of the illustration, once drawn"),
  hasAudio: z.boolean().describe("True once a narration exists"),
  language: z
    .string()
    .nullable()
    .describe(
      "The learning language (BCP-47) the content was written in; null until written or for lessons written before it was kept",
    ),
  books: z.array(BookSchema).describe("Recommended books"),
  citations: z
    .array(LessonCitationSchema)
    .describe("The learner's passages a grounded lesson cites, numbered; empty for other lessons"),
  estimationMinutes: z.number().int().min(1).describe("Estimated study time in minutes"),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  grade: z.number().int().min(0).max(100).nullable().describe("Score in percent once completed"),
  roadmapId: z.uuid().describe("The roadmap section holding the lesson"),
  courseId: z.uuid(),
  lessonAssessment: z
    .object({ id: z.uuid(), score: z.number().int().nullable() })
    .nullable()
    .describe("The lesson's assessment, once generated"),
  work: LessonWorkSetSchema.describe(
    "The server's background work for this lesson: the illustration and the assessment are queued when the content is written, the narration when asked for",
  ),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const LessonParamsSchema = z.object({ id: z.uuid() });

/** GET /api/lessons/{id}/next-lesson: the next lesson in roadmap order across sections. */
export const NextLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  roadmapId: z.uuid(),
  hasContent: z.boolean().describe("True when its content is already written"),
});
export type NextLesson = z.infer<typeof NextLessonSchema>;

/** `event: block` of GET /api/lessons/{id}/content-stream: one finished block. */
export const LessonStreamBlockEventSchema = z.object({
  index: z.number().int().min(0),
  block: LessonBlockSchema,
});
export type LessonStreamBlockEvent = z.infer<typeof LessonStreamBlockEventSchema>;

/**
 * `event: work` of GET /api/lessons/{id}/work-stream: the lesson's background work changed; the
 * illustration's URL once drawn and whether the assessment exists.
 */
export const LessonWorkEventSchema = z.object({
  work: LessonWorkSetSchema,
  imageUrl: z.string().nullable(),
  hasAudio: z.boolean(),
  lessonAssessment: z.object({ id: z.uuid(), score: z.number().int().nullable() }).nullable(),
});
export type LessonWorkEvent = z.infer<typeof LessonWorkEventSchema>;

/** `event: error` of any event stream. */
export const StreamErrorEventSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type StreamErrorEvent = z.infer<typeof StreamErrorEventSchema>;

/** details of the 429 a Free user gets past their lesson generations. */
export const LessonQuotaDetailsSchema = z.object({
  hoursUntilReset: z.number().int().min(0),
  subscriptionMessage: z.string(),
  currentCount: z.number().int().min(0),
  maxRequests: z.number().int().min(0),
});
export type LessonQuotaDetails = z.infer<typeof LessonQuotaDetailsSchema>;

/** GET /api/lessons/{id}/image-status */
export const ImageStatusSchema = z.object({
  hasImage: z.boolean(),
  imageUrl: z.string().nullable().describe("Our own media URL, once drawn"),
  hasImagePrompt: z.boolean().describe("True when the lesson has a prompt to draw from"),
});
export type ImageStatus = z.infer<typeof ImageStatusSchema>;

/** POST /api/lessons/{id}/generate-image */
export const LessonImageSchema = z.object({ imageUrl: z.string() });

/** POST /api/audio/generate/{id} and GET /api/lessons/{id}/audio: the lesson's narration. */
export const LessonAudioSchema = z.object({
  audioUrl: z.string().describe("Our own media URL of the MP3 narration (supports range requests)"),
  durationSeconds: z.number().min(0).describe("Length of the narration"),
  peaks: z.array(z.number().min(0).max(1)).describe("60 peak values of the real waveform, 0 to 1"),
});
export type LessonAudio = z.infer<typeof LessonAudioSchema>;
