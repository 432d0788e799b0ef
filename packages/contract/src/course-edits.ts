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
  z
    .object({
      kind: z.literal("rewriteLesson"),
      lessonId: z.uuid(),
      style: LessonRewriteStyleSchema,
      instruction: instruction.optional().describe("The learner's words; required for 'custom'"),
    })
    .refine((edit) => edit.style !== "custom" || edit.instruction, {
      path: ["instruction"],
      message: "Say how to rewrite the lesson",
    }),
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
