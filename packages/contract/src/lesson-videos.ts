import { z } from "zod";

/** queued → running → done | failed (with a reason; Retry queues it again). */
export const LESSON_VIDEO_STATES = ["queued", "running", "done", "failed"] as const;
export const LessonVideoStateSchema = z.enum(LESSON_VIDEO_STATES);
export type LessonVideoState = z.infer<typeof LessonVideoStateSchema>;

/** A chapter of the MP4: one per slide heading. */
export const LessonVideoChapterSchema = z.object({
  title: z.string(),
  start: z.number().describe("Seconds"),
  end: z.number(),
});
export type LessonVideoChapter = z.infer<typeof LessonVideoChapterSchema>;

/** A lesson's narrated video: its work's state and progress, then, once done, the MP4 and its captions. */
export const LessonVideoSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  contentVersion: z.number().int().describe("The version of the lesson's content it shows"),
  language: z.string().describe("The BCP-47 language it is narrated in"),
  state: LessonVideoStateSchema,
  progress: z
    .string()
    .nullable()
    .describe(
      "While queued or running: 'Drawing the slides…', 'Recording slide 4 of 12…', 'Putting the video together…'",
    ),
  slidesDone: z.number().int().describe("Slides narrated so far"),
  slidesTotal: z.number().int().describe("Slides in the deck; 0 until drawn"),
  attempts: z.number().int().describe("Tries started since it was last asked for"),
  error: z.string().nullable().describe("Why the last try failed, in words a learner may read"),
  videoUrl: z.string().nullable().describe("The MP4 (H.264 and AAC, chapters, captions) once done"),
  captionsUrl: z.string().nullable().describe("Its WebVTT captions once done"),
  durationSeconds: z.number().nullable(),
  chapters: z.array(LessonVideoChapterSchema).describe("Empty until done"),
  createdAt: z.iso.datetime(),
});
export type LessonVideo = z.infer<typeof LessonVideoSchema>;

/** GET /api/lessons/{id}/video: whether this server makes videos, and the lesson's video if asked for. */
export const LessonVideoStatusSchema = z.object({
  available: z
    .boolean()
    .describe("False when this server cannot make videos (no speech engine, ffmpeg or Chromium)"),
  video: LessonVideoSchema.nullable().describe(
    "The video of the lesson's current content; null until asked for",
  ),
});
export type LessonVideoStatus = z.infer<typeof LessonVideoStatusSchema>;

/** The slide deck's download formats. */
export const SLIDE_EXPORT_FORMATS = ["pptx", "pdf"] as const;
export const SlideExportQuerySchema = z.object({
  format: z.enum(SLIDE_EXPORT_FORMATS).describe("pptx (PowerPoint, editable) or pdf (one 16:9 page a slide)"),
  theme: z.enum(["light", "dark"]).default("light").describe("The PDF's colours"),
});
export type SlideExportQuery = z.infer<typeof SlideExportQuerySchema>;
