import { z } from "zod";
import { PlanTierSchema } from "./plans.ts";

const count = z.number().int().min(0);

/** GET /api/usage: what the learner used this month and today, against their plan's limits. */
export const UsageSummarySchema = z.object({
  plan: PlanTierSchema.describe("The plan the learner acts under now"),
  month: z
    .object({
      start: z.iso.datetime().describe("The first moment of this calendar month (UTC)"),
      lessonsWritten: count.describe("Lesson contents the AI wrote (new lessons and rewrites)"),
      chatMessages: count.describe("AI chat messages answered"),
      inputTokens: count.describe("Tokens sent to the AI, every task"),
      outputTokens: count.describe("Tokens the AI wrote, every task (reasoning included)"),
    })
    .describe("This calendar month (UTC) so far"),
  today: z.object({
    usedTokens: count.describe("AI tokens (in + out) spent today (UTC day)"),
    tokensLeft: count.nullable().describe("Tokens left of today's budget; null when there is no budget"),
    resetsAt: z.iso.datetime().describe("When today's budget starts again: the next midnight UTC"),
  }),
  limits: z.object({
    lessonGenerationsPerDay: count
      .nullable()
      .describe("Lesson contents per rolling 24 hours; null is unlimited"),
    chatMessagesPerDay: count.nullable().describe("AI chat messages per rolling 24 hours; null is unlimited"),
    dailyTokens: count.nullable().describe("AI tokens per UTC day; null is unlimited"),
  }),
});
export type UsageSummary = z.infer<typeof UsageSummarySchema>;
