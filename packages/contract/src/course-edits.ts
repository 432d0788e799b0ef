import { z } from "zod";
import { LessonContentSchema, LessonGenerationStatusSchema } from "./lesson-content.ts";

/** A lesson as the course editor sees it. */
export const CourseOutlineLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  order: z.number().int().min(0).describe("Position inside its section, from 0"),
  estimatedTimeInMinutes: z.number().int().min(1),
  isCompleted: z.boolean(),
  grade: z.number().int().min(0).max(100).nullable().describe("Score in percent once completed"),
  isHidden: z.boolean().describe("Hidden from the plan by the learner; its progress stays"),
  hasProgress: z
    .boolean()
    .describe("Completed or with a submitted assessment: it can be hidden, never removed or rewritten"),
  generationStatus: LessonGenerationStatusSchema,
  contentVersion: z.number().int().min(1).describe("1 as first written, +1 per rewrite"),
});
export type CourseOutlineLesson = z.infer<typeof CourseOutlineLessonSchema>;

/** A section as the course editor sees it. */
export const CourseOutlineSectionSchema = z.object({
  id: z.uuid(),
  content: z.string().describe("The section's topic"),
  summary: z.string(),
  order: z.number().int().min(0),
  isCompleted: z.boolean(),
  isGenerating: z.boolean().describe("A lesson of it is being written now: edits of it wait (409)"),
  lessons: z.array(CourseOutlineLessonSchema),
});
export type CourseOutlineSection = z.infer<typeof CourseOutlineSectionSchema>;

/** GET /api/courses/{id}/outline: a course's sections and lessons with its edit version. */
export const CourseOutlineSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  version: z.number().int().min(0).describe("Counts the learner's edits; an edit names the one it saw"),
  materialCount: z
    .number()
    .int()
    .min(0)
    .describe("Sources attached to the course's goal: 'Re-plan from my material' needs at least one"),
  sections: z.array(CourseOutlineSectionSchema),
});
export type CourseOutline = z.infer<typeof CourseOutlineSchema>;

/** How a lesson is rewritten: the three presets, or the learner's own words. */
export const LessonRewriteStyleSchema = z.enum(["simpler", "deeper", "more-examples", "custom"]);
export type LessonRewriteStyle = z.infer<typeof LessonRewriteStyleSchema>;

/** The labels the web shows for each preset. */
export const LESSON_REWRITE_LABELS: Record<LessonRewriteStyle, string> = {
  simpler: "Simpler",
  deeper: "Deeper",
  "more-examples": "More examples",
  custom: "In my own words",
};

const position = z.number().int().min(0).max(500).describe("The index it takes, from 0");
const instruction = z.string().trim().min(3).max(500);

/** A lesson of a section a re-plan adds (written when the learner reaches it, from the sources). */
export const ReplanLessonSchema = z.object({
  title: z.string().trim().min(3).max(120),
  estimatedMinutes: z.number().int().min(5).max(120),
  concepts: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(80),
        buildsOn: z.array(z.string().trim().min(2).max(80)).max(4),
      }),
    )
    .max(6)
    .optional()
    .describe("The concepts the plan named for the lesson (issue 37), saved with it"),
});
export type ReplanLesson = z.infer<typeof ReplanLessonSchema>;

/** One section of a re-planned course, in the new order: a section kept as it is, or a new one. */
export const ReplanSectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("keep"),
    sectionId: z.uuid().describe("A section of the course, kept with its lessons and progress"),
  }),
  z.object({
    kind: z.literal("add"),
    topic: z.string().trim().min(2).max(200).describe("The new section's topic"),
    summary: z.string().trim().max(400),
    lessons: z.array(ReplanLessonSchema).min(1).max(8).describe("Its lessons in order"),
  }),
]);
export type ReplanSection = z.infer<typeof ReplanSectionSchema>;

/**
 * 'Re-plan from my material' applied: the course's sections become these, in this order. A section
 * of the course left out is removed; one holding progress (or a hidden lesson) must be kept (409).
 */
export const ReplanFromSourcesEditSchema = z.object({
  kind: z.literal("replanFromSources"),
  sections: z.array(ReplanSectionSchema).min(1).max(40),
});
export type ReplanFromSourcesEdit = z.infer<typeof ReplanFromSourcesEditSchema>;

/** One edit of a course. */
export const CourseEditSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("addSection"),
    subject: z.string().trim().min(2).max(200).describe("What the section is about"),
    position: position.optional().describe("Where it goes; absent: where the AI finds it fits"),
  }),
  z.object({ kind: z.literal("removeSection"), sectionId: z.uuid() }),
  z.object({ kind: z.literal("moveSection"), sectionId: z.uuid(), position }),
  z.object({
    kind: z.literal("rewriteSection"),
    sectionId: z.uuid(),
    instruction: instruction.describe("How to rewrite its lessons ('more practice, less theory')"),
  }),
  z.object({ kind: z.literal("removeLesson"), lessonId: z.uuid() }),
  z.object({ kind: z.literal("moveLesson"), lessonId: z.uuid(), position }),
  z.object({ kind: z.literal("setLessonHidden"), lessonId: z.uuid(), hidden: z.boolean() }),
  z.object({
    kind: z.literal("renameLesson"),
    lessonId: z.uuid(),
    title: z.string().trim().min(3).max(120).describe("The lesson's new name (a completed one too)"),
  }),
  z
    .object({
      kind: z.literal("rewriteLesson"),
      lessonId: z.uuid(),
      style: LessonRewriteStyleSchema,
      instruction: instruction.optional().describe("The learner's words; required for 'custom'"),
      checkId: z
        .uuid()
        .optional()
        .describe("'Rewrite with these pages': the lesson check whose web pages ground the rewrite"),
    })
    .refine((edit) => edit.style !== "custom" || edit.instruction, {
      path: ["instruction"],
      message: "Say how to rewrite the lesson",
    }),
  ReplanFromSourcesEditSchema,
]);
export type CourseEdit = z.infer<typeof CourseEditSchema>;

/** POST /api/courses/{id}/edits: one edit, naming the course version it was made on. */
export const CourseEditRequestSchema = z.object({
  courseVersion: z
    .number()
    .int()
    .min(0)
    .describe("The outline's version the edit was made on (409 when stale)"),
  edit: CourseEditSchema,
});
export type CourseEditRequest = z.infer<typeof CourseEditRequestSchema>;

/** POST /api/courses/{id}/replan-preview: the course version the preview is made on. */
export const ReplanPreviewRequestSchema = z.object({
  courseVersion: z.number().int().min(0).describe("The outline's version (409 when stale)"),
});
export type ReplanPreviewRequest = z.infer<typeof ReplanPreviewRequestSchema>;

/** Why a section stays in a re-plan. */
export const ReplanKeptReasonSchema = z.enum(["material", "progress", "hidden"]);
export type ReplanKeptReason = z.infer<typeof ReplanKeptReasonSchema>;

/** A section of the re-plan preview, in the new order. */
export const ReplanPreviewSectionSchema = z.object({
  status: z.enum(["kept", "added"]),
  sectionId: z.uuid().nullable().describe("The kept section's id; null for an added one"),
  topic: z.string(),
  summary: z.string(),
  keptBecause: ReplanKeptReasonSchema.nullable().describe(
    "material: the material has it too; progress: it holds completed or assessed lessons; hidden: a lesson of it is hidden",
  ),
  lessons: z.array(z.object({ title: z.string(), isCompleted: z.boolean() })),
});
export type ReplanPreviewSection = z.infer<typeof ReplanPreviewSectionSchema>;

/** POST /api/courses/{id}/replan-preview: what 'Re-plan from my material' would change; nothing is changed yet. */
export const ReplanPreviewSchema = z.object({
  courseId: z.uuid(),
  courseVersion: z.number().int().min(0).describe("The version the preview was made on"),
  sources: z.array(z.string()).describe("Titles of the sources the plan follows"),
  sections: z.array(ReplanPreviewSectionSchema).describe("The course's sections after the re-plan"),
  removed: z
    .array(z.object({ sectionId: z.uuid(), topic: z.string(), lessons: z.array(z.string()) }))
    .describe("Sections without progress the re-plan removes"),
  edit: ReplanFromSourcesEditSchema.describe("Send as the edit (POST /courses/{id}/edits) to apply it"),
});
export type ReplanPreview = z.infer<typeof ReplanPreviewSchema>;

/** An earlier version of a lesson, kept readable after a rewrite. */
export const LessonVersionSchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  replacedBy: z.string().describe("The instruction that replaced it"),
  createdAt: z.string().describe("When it was replaced"),
  content: LessonContentSchema,
});
export type LessonVersion = z.infer<typeof LessonVersionSchema>;

/** GET /api/lessons/{id}/versions: the current version's number and the earlier ones, newest first. */
export const LessonVersionListSchema = z.object({
  courseId: z.uuid().describe("The lesson's course, which a rewrite edits"),
  courseVersion: z.number().int().min(0).describe("The course's edit version now"),
  currentVersion: z.number().int().min(1),
  versions: z.array(LessonVersionSchema),
});
export type LessonVersionList = z.infer<typeof LessonVersionListSchema>;
