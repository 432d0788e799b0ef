import type { LessonQuotaDetails } from "@brainy/contract";
import { ApiError } from "./api-client.ts";

/** What keeps the next lesson closed: the Free daily lesson (429) or the Free topic (402). */
export type PlanLimit = { kind: "daily-lesson"; quota: LessonQuotaDetails } | { kind: "topic" };

/** The spec's defaults of the 429 on content generation, for a field the answer leaves out. */
export const DEFAULT_LESSON_QUOTA: LessonQuotaDetails = {
  hoursUntilReset: 24,
  subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version",
  currentCount: 1,
  maxRequests: 1,
};

const count = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The daily lesson quota a 429's details carry, each missing or malformed field at its default. */
export function lessonQuotaFrom(details: unknown): LessonQuotaDetails {
  const d = (details && typeof details === "object" ? details : {}) as Record<string, unknown>;
  return {
    hoursUntilReset: count(d.hoursUntilReset, DEFAULT_LESSON_QUOTA.hoursUntilReset),
    subscriptionMessage:
      typeof d.subscriptionMessage === "string" && d.subscriptionMessage.trim()
        ? d.subscriptionMessage
        : DEFAULT_LESSON_QUOTA.subscriptionMessage,
    currentCount: count(d.currentCount, DEFAULT_LESSON_QUOTA.currentCount),
    maxRequests: count(d.maxRequests, DEFAULT_LESSON_QUOTA.maxRequests),
  };
}

/** The plan limit an error of preparing a lesson is, or null when it is another failure. */
export function planLimitOf(error: unknown): PlanLimit | null {
  if (!(error instanceof ApiError)) return null;
  // The day's AI token budget is spent: its message (when it resets) is shown as the error itself.
  if (error.status === 429 && error.details?.reason === "TOKEN_BUDGET") return null;
  if (error.status === 429) return { kind: "daily-lesson", quota: lessonQuotaFrom(error.details) };
  if (error.status === 402) return { kind: "topic" };
  return null;
}

/** "1 hour", "23 hours". */
export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;
