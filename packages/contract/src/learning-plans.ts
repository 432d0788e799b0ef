import { z } from "zod";
import { CourseSchema } from "./courses.ts";
import { GoalSummarySchema } from "./goals.ts";
import { LessonSummarySchema } from "./lessons.ts";
import { RoadmapSectionSchema } from "./roadmaps.ts";

/** A learning plan: the record made from the goal assessment screen ('Create Learning Plan'). */
export const LearningPlanSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  roadmapId: z.uuid().nullable().describe("A roadmap section of the goal, when given"),
  assessmentResults: z.string().describe("JSON text: answers keyed by question index"),
  duration: z.string().describe("Literal '3 months' from the client"),
  completionStatus: z.string().nullable().describe("JSON text set by roadmap-completion"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningPlan = z.infer<typeof LearningPlanSchema>;
export const LearningPlanListSchema = z
  .array(LearningPlanSchema)
  .describe("Newest first; the first is current");

/** POST /api/learningplans */
export const CreateLearningPlanRequestSchema = z.object({
  goalId: z.uuid(),
  roadmapId: z.uuid().nullable().optional(),
  assessmentResults: z
    .union([z.string().max(50_000), z.record(z.string(), z.unknown())])
    .transform((v) => (typeof v === "string" ? v : JSON.stringify(v)))
    .default("{}")
    .describe("JSON text of the answers keyed by question index"),
  duration: z.string().trim().min(1).max(50).default("3 months"),
});
export type CreateLearningPlanRequest = z.input<typeof CreateLearningPlanRequestSchema>;

/** PUT /api/learningplans/{id}/roadmap-completion */
export const RoadmapCompletionRequestSchema = z.object({
  completionStatus: z
    .union([z.string().max(50_000), z.record(z.string(), z.unknown())])
    .transform((v) => (typeof v === "string" ? v : JSON.stringify(v)))
    .describe("JSON text"),
});

/** The signed-in user as the courses screen shows it. */
export const LearningPlanUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
});

/**
 * GET /api/learningplan/optimized-data[/{courseId}]: everything the courses screen needs.
 * Roadmaps and lessons are those of the active course.
 */
export const LearningPlanDataSchema = z.object({
  user: LearningPlanUserSchema,
  goal: GoalSummarySchema.describe("The goal of the courses (the goal card)"),
  activeCourseId: z.uuid().nullable().describe("The requested course, else the active one, else the first"),
  courses: z.array(CourseSchema),
  roadmaps: z.array(RoadmapSectionSchema).describe("Sections of the active course in order"),
  lessonsForRoadmaps: z
    .record(z.string(), z.array(LessonSummarySchema))
    .describe("Roadmap section id → its lessons in order (every section has a key)"),
  firstUncompletedLessonRoadmapId: z.uuid().nullable(),
  firstUncompletedLesson: LessonSummarySchema.nullable(),
  likelyKnownLessonIds: z
    .array(z.uuid())
    .default([])
    .describe(
      "Lessons not completed whose concepts the learner likely knows (issue 38): each of them practised, with mastery at or above KNOWN_CONCEPT_FROM ('You likely know this')",
    ),
});
export type LearningPlanData = z.infer<typeof LearningPlanDataSchema>;
