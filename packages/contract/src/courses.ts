import { z } from "zod";

/** A course of a goal; its roadmap sections hold the lessons. */
export const CourseSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable().describe("Relative /media/ path or absolute URL; null when none"),
  complexityLevel: z.number().int().min(1).max(3).describe("1 Beginner, 2 Practitioner, 3 Advanced"),
  desiredDuration: z.number().min(0).describe("Hours the learner would like to spend"),
  realisticDuration: z.number().min(0).describe("Hours it realistically takes"),
  tags: z.array(z.string()),
  tag: z.string().describe("The knowledge unit shown on the goals page (first tag, else the title)"),
  order: z.number().int().min(0).describe("Position inside the goal, from 0"),
  isActive: z.boolean().describe("Exactly one course of a goal is active"),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  completionPercentage: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe("Completed share of the course's sections (a partly done section counts by its lessons)"),
  createdAt: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

/** A course as the planner recommends it and as POST /api/goals/with-plan receives it. */
export const PlannedCourseSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(""),
  complexityLevel: z.coerce
    .number()
    .int()
    .min(1)
    .max(3)
    .default(1)
    .describe("1 Beginner, 2 Practitioner, 3 Advanced"),
  desiredDuration: z.coerce.number().min(0).max(10_000).default(10).describe("Hours"),
  realisticDuration: z.coerce.number().min(0).max(10_000).default(10).describe("Hours"),
  tags: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  imageUrl: z.string().max(2000).nullable().optional(),
});
export type PlannedCourse = z.infer<typeof PlannedCourseSchema>;
