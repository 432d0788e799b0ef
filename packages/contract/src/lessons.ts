import { z } from "zod";

/** A lesson row as the courses screen shows it (summary only; lesson pages add content). */
export const LessonSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  isCompleted: z.boolean(),
  grade: z.number().int().min(0).max(100).nullable().describe("Score in percent once completed, else null"),
  estimatedTimeInMinutes: z.number().int().min(1).describe("Estimated study time; 30 by default"),
  order: z.number().int().min(0).describe("Position inside its roadmap section, from 0"),
  roadmapId: z.uuid().describe("The roadmap section holding this lesson"),
  completedAt: z.string().nullable().describe("ISO time the lesson was completed"),
  isHidden: z
    .boolean()
    .default(false)
    .describe("Hidden from the plan by the learner (its progress stays); false when absent"),
});
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

/** GET /api/lessons/currentLesson: the first uncompleted lesson of the active course of the active goal. */
export const CurrentLessonSchema = LessonSummarySchema.extend({
  courseId: z.uuid(),
  goalId: z.uuid(),
});
export type CurrentLesson = z.infer<typeof CurrentLessonSchema>;

/** PUT /api/lessons/{id}/complete/{value}: value is the grade in percent (0 to 100). */
export const CompleteLessonParamsSchema = z.object({
  id: z.uuid(),
  value: z.coerce.number().int().min(0).max(100).describe("Grade in percent"),
});

/** Answer of PUT /api/lessons/{id}/complete/{value}. */
export const CompleteLessonResponseSchema = z.object({
  lesson: LessonSummarySchema,
  roadmapCompleted: z.boolean().describe("True when this completed the lesson's section"),
  courseCompleted: z.boolean().describe("True when this completed the section's course"),
  goalCompleted: z.boolean().describe("True when this completed the goal"),
});
export type CompleteLessonResponse = z.infer<typeof CompleteLessonResponseSchema>;
