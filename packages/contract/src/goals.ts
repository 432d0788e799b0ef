import { z } from "zod";
import { CourseSchema, PlannedCourseSchema } from "./courses.ts";

/** Goal level; the display default is 'Not specified', the creation default Beginner. */
/** A goal's (and a course's) level, easiest first: a course's complexityLevel 1-3 is its index + 1. */
export const GOAL_LEVELS = ["Beginner", "Practitioner", "Advanced"] as const;
export const GoalLevelSchema = z.enum(GOAL_LEVELS);
export type GoalLevel = z.infer<typeof GoalLevelSchema>;

/** The level name of a complexity (1 Beginner, 2 Practitioner, 3 Advanced; out of range clamps). */
export function goalLevelOf(complexityLevel: number): GoalLevel {
  return GOAL_LEVELS[Math.min(3, Math.max(1, Math.round(complexityLevel) || 1)) - 1]!;
}

/** What the JSON text in Goal.metadata holds. */
export const GoalMetadataSchema = z.object({ level: GoalLevelSchema.optional() });
export type GoalMetadata = z.infer<typeof GoalMetadataSchema>;

/** Reads a goal's metadata JSON text; unreadable text gives {}. */
export function parseGoalMetadata(text: string | null | undefined): GoalMetadata {
  if (!text) return {};
  try {
    const parsed = GoalMetadataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Metadata as JSON text holding {level}; requests may also send the object itself. */
export const GoalMetadataInputSchema = z
  .union([z.string().max(2000), GoalMetadataSchema])
  .transform((value, ctx) => {
    if (typeof value !== "string") return JSON.stringify(value);
    try {
      const parsed = GoalMetadataSchema.safeParse(JSON.parse(value));
      if (parsed.success) return JSON.stringify(parsed.data);
    } catch {}
    ctx.addIssue({ code: "custom", message: 'metadata must be JSON text like {"level":"Beginner"}' });
    return z.NEVER;
  })
  .describe("JSON text holding {level}: Beginner, Practitioner or Advanced");

export const GoalProgressSchema = z.object({
  completionPercentage: z.number().int().min(0).max(100),
  completedLessons: z.number().int().min(0),
  totalLessons: z
    .number()
    .int()
    .min(0)
    .describe("Lessons written so far (later sections get theirs when reached)"),
});
export type GoalProgress = z.infer<typeof GoalProgressSchema>;

/** A goal without its course list (the courses screen's goal card). */
export const GoalSummarySchema = z.object({
  id: z.uuid(),
  description: z.string(),
  title: z.string().nullable().describe("The planner's title for the goal, when planned"),
  imageUrl: z.string().nullable().describe("Cover image: relative /media/ path or absolute URL"),
  metadata: z.string().describe('JSON text holding {level}, e.g. {"level":"Beginner"}'),
  isActive: z.boolean().describe("Exactly one goal per user is active"),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  skills: z.array(z.string()).describe("Skills the goal covers (the courses' tags)"),
  progress: z.number().int().min(0).max(100).describe("Same as goalProgress.completionPercentage"),
  goalProgress: GoalProgressSchema,
  createdAt: z.string(),
});
export type GoalSummary = z.infer<typeof GoalSummarySchema>;

export const GoalSchema = GoalSummarySchema.extend({
  courses: z.array(CourseSchema).describe("The goal's courses in order"),
});
export type Goal = z.infer<typeof GoalSchema>;
export const GoalListSchema = z.array(GoalSchema);

export const GoalDescriptionSchema = z
  .string()
  .trim()
  .min(1, "Please enter a goal description")
  .max(2000)
  .describe("What the learner wants to learn");

/** POST /api/goals (simple dialog): the AI plans the courses from the description and level. */
export const CreateGoalRequestSchema = z.object({
  description: GoalDescriptionSchema,
  metadata: GoalMetadataInputSchema.optional(),
});
export type CreateGoalRequest = z.input<typeof CreateGoalRequestSchema>;

/** PUT /api/goals/{id}: every field optional; isActive true makes it the active goal. */
export const UpdateGoalRequestSchema = z.object({
  description: GoalDescriptionSchema.optional(),
  isActive: z.boolean().optional(),
  metadata: GoalMetadataInputSchema.optional(),
});
export type UpdateGoalRequest = z.input<typeof UpdateGoalRequestSchema>;

/** One question of the planner and the learner's answer. */
export const ClarificationSchema = z.object({
  question: z.string().trim().min(1).max(1000),
  answer: z.string().trim().min(1, "Please provide an answer to proceed.").max(2000),
});
export type Clarification = z.infer<typeof ClarificationSchema>;

/** 'Use my material': the learner's ready sources the goal's courses are planned and written from. */
export const GoalSourceIdsSchema = z
  .array(z.uuid("A source id is not valid"))
  .max(10, "A goal uses at most 10 sources")
  .default([])
  .describe("The learner's ready sources to plan from and write the lessons from (none: general knowledge)");

/** GET and PUT /api/goals/{id}/sources: the sources a goal's lessons are written from. */
export const GoalSourcesSchema = z.object({
  sourceIds: GoalSourceIdsSchema,
  webGrounding: z
    .boolean()
    .optional()
    .describe(
      "New lessons are written with web search results too (issue 41); absent in a PUT leaves it as it is",
    ),
  webSearch: z
    .boolean()
    .optional()
    .describe("In answers: whether this server has a search engine (SEARCH_PROVIDER), so the switch works"),
});
export type GoalSources = z.infer<typeof GoalSourcesSchema>;

/** POST /api/goals/plan */
export const PlanGoalRequestSchema = z.object({
  goal: GoalDescriptionSchema,
  clarifications: z.array(ClarificationSchema).max(10).default([]),
  sourceIds: GoalSourceIdsSchema,
});
export type PlanGoalRequest = z.input<typeof PlanGoalRequestSchema>;

/** The planner answers a clarifying question, or a goal title with recommended courses. */
export const PlanGoalResponseSchema = z.union([
  z.object({ clarifyingQuestion: z.string().describe("Ask the learner this, then plan again") }),
  z.object({
    goal: z.object({ title: z.string(), courses: z.array(PlannedCourseSchema).describe("3 to 6 courses") }),
  }),
]);
export type PlanGoalResponse = z.infer<typeof PlanGoalResponseSchema>;

/** POST /api/goals/plan as an event stream: one `course` event per planned course, as soon as the planner has written it. */
export const PlanGoalCourseEventSchema = z.object({
  index: z.number().int().min(0).describe("The course's place in the plan, from 0"),
  course: PlannedCourseSchema,
});
export type PlanGoalCourseEvent = z.infer<typeof PlanGoalCourseEventSchema>;

/**
 * POST /api/goals/with-plan: creates the goal (made active), its courses, their roadmap sections
 * and the first section's lessons. A course may be given as a bare title (the skills fallback);
 * with no courses at all the AI plans them from the description.
 */
export const CreateGoalWithPlanRequestSchema = z.object({
  description: GoalDescriptionSchema,
  clarifications: z.array(ClarificationSchema).max(10).default([]),
  courses: z
    .array(z.union([PlannedCourseSchema, z.string().trim().min(1).max(200)]))
    .max(10)
    .default([]),
  metadata: GoalMetadataInputSchema.optional(),
  sourceIds: GoalSourceIdsSchema,
});
export type CreateGoalWithPlanRequest = z.input<typeof CreateGoalWithPlanRequestSchema>;

/**
 * `event: progress` of POST /api/goals/with-plan asked for as `text/event-stream`: a course's roadmap
 * as the AI writes it (its section topics so far), and once more when it is written.
 */
export const GoalCreationProgressSchema = z.object({
  courseIndex: z.number().int().min(0).describe("The course's place in the request, from 0"),
  courseTitle: z.string(),
  sections: z.array(z.string()).describe("The roadmap's section topics written so far"),
  done: z.boolean().describe("True once the course's roadmap is written"),
});
export type GoalCreationProgress = z.infer<typeof GoalCreationProgressSchema>;

/** POST /api/goals/{id}/generate-image */
export const GoalImageResponseSchema = z.object({ imageUrl: z.string() });

/** POST /api/goals/{id}/knowledge-assessment: free-text questions for the goal assessment screen. */
export const GoalKnowledgeAssessmentSchema = z.object({
  questions: z.array(z.string()).describe("Answers go, keyed by question index, into POST /learningplans"),
});
export type GoalKnowledgeAssessment = z.infer<typeof GoalKnowledgeAssessmentSchema>;

/** Answers of the goal assessment screen keyed by question index; sent as JSON text. */
export const GoalKnowledgeAnswersSchema = z.record(z.string(), z.string());
export type GoalKnowledgeAnswers = z.infer<typeof GoalKnowledgeAnswersSchema>;

/** Answer of DELETE /api/goals/{id}. */
export const DeleteGoalResponseSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
