import { z } from "zod";
import { GoalProgressSchema } from "./goals.ts";

/** Focus (Pomodoro) time, in the learner's local days. */
export const FocusSummarySchema = z.object({
  todayMinutes: z.number().int().min(0),
  weekMinutesByDay: z
    .array(z.number().int().min(0))
    .length(7)
    .describe("Minutes focused on each of the last 7 days, oldest first, today last"),
  streakDays: z.number().int().min(0).describe("Consecutive days with focus, up to today (or yesterday)"),
});
export type FocusSummary = z.infer<typeof FocusSummarySchema>;

/** GET /api/dashboard?tz=Europe/London: the time zone that decides which day is today (default UTC). */
export const DashboardQuerySchema = z.object({
  tz: z.string().max(64).optional().describe("IANA time zone of the learner, e.g. Europe/London"),
});

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
  focus: FocusSummarySchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;
