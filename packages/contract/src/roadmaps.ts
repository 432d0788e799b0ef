import { z } from "zod";
import { LessonSummarySchema } from "./lessons.ts";

/** One roadmap section (a topic of a course) that holds lessons. The spec calls it a roadmap. */
export const RoadmapSectionSchema = z.object({
  id: z.uuid(),
  content: z.string().describe("The section's topic"),
  name: z.string().describe("Same as content (the spec reads Content or Name)"),
  summary: z.string().describe("One line on what the section covers"),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  courseId: z.uuid(),
  goalId: z.uuid().nullable().describe("The goal of the section's course; null after remove-goal"),
  order: z.number().int().min(0).describe("Position inside the course, from 0"),
  updatedAt: z.string(),
});
export type RoadmapSection = z.infer<typeof RoadmapSectionSchema>;

/** GET /api/roadmaps/{id}/with-lessons */
export const RoadmapWithLessonsSchema = RoadmapSectionSchema.extend({
  lessons: z.array(LessonSummarySchema).describe("The section's lessons in order"),
});
export type RoadmapWithLessons = z.infer<typeof RoadmapWithLessonsSchema>;

export const RoadmapSectionListSchema = z.array(RoadmapSectionSchema);

/**
 * POST /api/roadmaps/{courseId}: (re)writes a course's roadmap. The path id is a course id, or a
 * goal id (then the goal's active course is used). With selectedTopics the sections are those
 * topics, else the AI writes them. Refused (409) once a lesson of the course is completed.
 */
export const CreateRoadmapRequestSchema = z.object({
  selectedTopics: z
    .array(z.string().trim().min(1).max(200))
    .max(12)
    .optional()
    .describe("Topic titles chosen in the topic flow; empty or absent lets the AI write the sections"),
  courseId: z.uuid().nullable().optional().describe("Echo of the path id (optional)"),
  goalId: z.uuid().nullable().optional().describe("Sent by the topic flow (optional, informational)"),
});
export type CreateRoadmapRequest = z.infer<typeof CreateRoadmapRequestSchema>;

/** PUT /api/roadmaps/{id}/completion and PUT /api/roadmaps/items/{id}/completion take a bare boolean body. */
export const CompletionBodySchema = z.boolean().describe("true marks complete, false marks not complete");

/** POST /api/roadmaps/{id}/generate-lessons */
export const GenerateLessonsRequestSchema = z.object({
  generateContent: z.boolean().default(false).describe("Lesson content is written later; only false is used"),
});
export type GenerateLessonsRequest = z.infer<typeof GenerateLessonsRequestSchema>;

/** Answer of POST /api/roadmaps/{id}/generate-lessons. */
export const GenerateLessonsResponseSchema = z.object({
  roadmapId: z.uuid(),
  created: z.boolean().describe("False when the lessons already existed and were returned as they are"),
  lessons: z.array(LessonSummarySchema),
});
export type GenerateLessonsResponse = z.infer<typeof GenerateLessonsResponseSchema>;

/** Answer of DELETE /api/roadmaps/deleteAll/{goalId}. */
export const DeleteRoadmapsResponseSchema = z.object({
  deleted: z.number().int().describe("How many sections were removed"),
});
