import { z } from "zod";
import { GoalProgressSchema } from "./goals.ts";

/** GET /api/dashboard: what /home shows, in one round trip. */
export const DashboardSchema = z.object({
  activeGoal: z
    .object({
      id: z.uuid(),
      description: z.string(),
      imageUrl: z.string().nullable(),
      metadata: z.string().describe("JSON text holding {level}"),
      goalProgress: GoalProgressSchema,
    })
    .nullable()
    .describe("The goal in progress, or null"),
  currentLesson: z
    .object({
      id: z.uuid(),
      title: z.string(),
      roadmapName: z.string().describe("The topic (section) the lesson belongs to"),
      estimatedMinutes: z.number().int(),
    })
    .nullable()
    .describe("The next lesson to study, or null"),
  stats: z.object({
    completedLessons: z.number().int(),
    totalLessons: z.number().int(),
    completedRoadmaps: z.number().int().describe("Topics (sections) completed"),
    totalRoadmaps: z.number().int(),
    completionPercentage: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe("Lessons done out of lessons written, in percent"),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
