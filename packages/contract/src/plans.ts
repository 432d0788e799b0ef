import { z } from "zod";

/** The plans a learner can be on: what the server enforces (a `basic` subscription counts as Free). */
export const PLAN_TIERS = ["free", "pro"] as const;
export const PlanTierSchema = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof PlanTierSchema>;

/** What one plan allows; null means unlimited. The server enforces these, the client only shows them. */
export const PlanLimitsSchema = z.object({
  goalsInProgress: z.number().int().describe("Goals that may be in progress at once"),
  topicsPerGoal: z
    .number()
    .int()
    .nullable()
    .describe("Sections (topics) of a course whose lessons may be generated; null is unlimited"),
  lessonGenerationsPerDay: z
    .number()
    .int()
    .nullable()
    .describe("Lesson contents generated per rolling 24 hours; null is unlimited"),
  chatMessagesPerDay: z.number().int().nullable().describe("AI chat messages per day; null is unlimited"),
  audioOverviewsPerDay: z
    .number()
    .int()
    .describe("Audio overviews made per rolling 24 hours (each also spends AI tokens from the daily budget)"),
  lessonVideosPerDay: z
    .number()
    .int()
    .describe("Narrated lesson videos rendered per rolling 24 hours (no AI tokens: the slides' own words)"),
  practiceExams: z
    .number()
    .int()
    .describe("Practice exams started per rolling window (`practiceExamWindowDays`)"),
  practiceExamWindowDays: z.number().int().describe("The rolling window of `practiceExams`, in days"),
});
export type PlanLimits = z.infer<typeof PlanLimitsSchema>;

/** The one place the plan numbers live. */
export const PLAN_LIMITS = {
  free: {
    goalsInProgress: 1,
    topicsPerGoal: 1,
    lessonGenerationsPerDay: 1,
    chatMessagesPerDay: 5,
    audioOverviewsPerDay: 2,
    lessonVideosPerDay: 2,
    practiceExams: 1,
    practiceExamWindowDays: 7,
  },
  pro: {
    goalsInProgress: 10,
    topicsPerGoal: null,
    lessonGenerationsPerDay: null,
    chatMessagesPerDay: null,
    audioOverviewsPerDay: 20,
    lessonVideosPerDay: 20,
    practiceExams: 10,
    practiceExamWindowDays: 1,
  },
} as const satisfies Record<PlanTier, PlanLimits>;

/**
 * Each learner's AI tokens (input + output, every task) per UTC day, by plan: the server's defaults,
 * which operators change with AI_DAILY_TOKENS_FREE and AI_DAILY_TOKENS_PRO (0 turns it off).
 * GET /api/user/usage answers the numbers in force.
 */
export const DAILY_TOKEN_BUDGETS = { free: 200_000, pro: 2_000_000 } as const satisfies Record<
  PlanTier,
  number
>;

/** What a Free learner is told when the next topic needs Pro (the lesson gate and the 402). */
export const FREE_TOPIC_LIMIT_MESSAGE = `You've completed ${PLAN_LIMITS.free.topicsPerGoal} topic in this goal. Free plan users can only complete ${PLAN_LIMITS.free.topicsPerGoal} topic per goal.`;

/** Pro's price as shown on the pricing card and checkout page. */
export const PRO_PRICE = { amountPence: 500, currency: "GBP", label: "£5.00/month" } as const;

/** What one plan allows in the sources library (issue 26): how many sources, and how big each. */
export type SourceLimits = { sources: number; bytesPerSource: number; pagesPerSource: number };

/** The one place the sources library's plan numbers live. */
export const SOURCE_LIMITS = {
  free: { sources: 3, bytesPerSource: 20 * 1024 * 1024, pagesPerSource: 300 },
  pro: { sources: 100, bytesPerSource: 100 * 1024 * 1024, pagesPerSource: 2_000 },
} as const satisfies Record<PlanTier, SourceLimits>;
