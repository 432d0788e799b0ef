import type { PlanTier } from "@brainy/contract";
import { FREE_TOPIC_LIMIT_MESSAGE, PLAN_LIMITS, type PlanLimits } from "@brainy/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { DAY_MS } from "../../lib/time.ts";
import { countUsage, lockUser, returnUsage, takeUsage, takeUsageLocked } from "./repository.ts";

/** The plan a request acts under. */
export type Tier = PlanTier;

export const FREE_LESSON_MESSAGE = "Only 1 lesson per 24 hours allowed in free version";

/** What a plan allows; the numbers live in the contract, shared with the client. */
export function limitsFor(tier: Tier): PlanLimits {
  return PLAN_LIMITS[tier];
}

/** 402 PRO_REQUIRED when a course section (topic) past the plan's allowance is asked for. */
export function assertSectionAllowed(options: { tier: Tier; sectionOrder: number }): void {
  const allowed = limitsFor(options.tier).topicsPerGoal;
  if (allowed === null || options.sectionOrder < allowed) return;
  throw new AppError("PRO_REQUIRED", `${FREE_TOPIC_LIMIT_MESSAGE} Upgrade to Pro to continue.`, {
    details: { reason: "SECTION_LIMIT", limit: allowed },
  });
}

/** A taken use that can be given back when the work fails. */
export type UsageReceipt = { release(): Promise<void> };
const NOTHING_TAKEN: UsageReceipt = { release: async () => {} };

/**
 * Takes one lesson generation from the plan's rolling 24-hour allowance; past it, 429
 * RATE_LIMIT_EXCEEDED with hoursUntilReset, the subscription message and the counts.
 */
export async function takeLessonGeneration(options: {
  db: Db;
  userId: string;
  tier: Tier;
  lessonId: string;
}): Promise<UsageReceipt> {
  const limit = limitsFor(options.tier).lessonGenerationsPerDay;
  if (limit === null) return NOTHING_TAKEN;
  const take = await takeUsage(options.db, {
    userId: options.userId,
    kind: "lesson-generation",
    limit,
    windowMs: DAY_MS,
    subjectId: options.lessonId,
  });
  if (!take.allowed) {
    const hoursUntilReset = Math.max(1, Math.ceil(take.resetInMs / 3_600_000));
    throw new AppError(
      "RATE_LIMIT_EXCEEDED",
      `You have used your free lesson for today. The next one is available in ${hoursUntilReset} hour${hoursUntilReset === 1 ? "" : "s"}.`,
      {
        details: {
          hoursUntilReset,
          subscriptionMessage: FREE_LESSON_MESSAGE,
          currentCount: take.used,
          maxRequests: limit,
        },
        headers: { "retry-after": String(Math.ceil(take.resetInMs / 1000)) },
      },
    );
  }
  const eventId = take.eventId;
  return eventId ? { release: () => returnUsage(options.db, eventId) } : NOTHING_TAKEN;
}

/** Takes one AI chat message from the plan's daily allowance; past it, 402 FREE_QUOTA_EXHAUSTED. */
export async function takeChatMessage(options: {
  db: Db;
  userId: string;
  tier: Tier;
}): Promise<UsageReceipt> {
  const limit = limitsFor(options.tier).chatMessagesPerDay;
  if (limit === null) return NOTHING_TAKEN;
  const take = await takeUsage(options.db, {
    userId: options.userId,
    kind: "chat-message",
    limit,
    windowMs: DAY_MS,
  });
  if (!take.allowed) {
    throw new AppError(
      "FREE_QUOTA_EXHAUSTED",
      `The Free plan includes ${limit} AI chat messages a day. Upgrade to Pro for unlimited chat.`,
      { details: { reason: "FREE_QUOTA_EXHAUSTED", limit, used: take.used } },
    );
  }
  const eventId = take.eventId!;
  return { release: () => returnUsage(options.db, eventId) };
}

/** Chat messages left today (null when unlimited). */
export async function chatMessagesLeft(options: {
  db: Db;
  userId: string;
  tier: Tier;
}): Promise<number | null> {
  const limit = limitsFor(options.tier).chatMessagesPerDay;
  if (limit === null) return null;
  const used = await countUsage(options.db, {
    userId: options.userId,
    kind: "chat-message",
    windowMs: DAY_MS,
  });
  return Math.max(0, limit - used);
}

/** What takeAudioOverview and takeLessonVideo are given: the write that makes the thing, and where its use is kept. */
type DailyWorkOptions<T> = {
  db: Db;
  userId: string;
  tier: Tier;
  write: (tx: DbOrTx) => Promise<{ made: false; value: T } | { made: true; subjectId: string; value: T }>;
  /** Stores the use's id beside what was made (so a failure can give it back). */
  keep: (tx: DbOrTx, subjectId: string, eventId: string) => Promise<void>;
};

/** The daily allowances of background work a learner asks for, by kind. */
const DAILY_WORK = {
  "audio-overview": {
    limit: "audioOverviewsPerDay",
    noun: "audio overviews",
    reason: "AUDIO_OVERVIEW_LIMIT",
  },
  "lesson-video": { limit: "lessonVideosPerDay", noun: "lesson videos", reason: "LESSON_VIDEO_LIMIT" },
} as const;

/**
 * Runs `write` as one atomic step with taking one of the plan's rolling 24-hour allowance of a
 * kind of work: the user's row is locked for the whole transaction, so requests on any instance
 * queue, and `write` sees what the others made. `write` answers whether it made a new one (then
 * a use is taken, with `subjectId`: its id) or found the same one (nothing is taken). Past the
 * allowance: 429 RATE_LIMIT_EXCEEDED naming both plans' numbers, and nothing `write` did is kept.
 */
async function takeDailyWork<T>(
  kind: keyof typeof DAILY_WORK,
  options: DailyWorkOptions<T>,
): Promise<{ made: boolean; value: T }> {
  const rule = DAILY_WORK[kind];
  const limit = limitsFor(options.tier)[rule.limit];
  return options.db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    const outcome = await options.write(tx);
    if (!outcome.made) return outcome;
    const take = await takeUsageLocked(tx, {
      userId: options.userId,
      kind,
      limit,
      windowMs: DAY_MS,
      subjectId: outcome.subjectId,
    });
    if (!take.allowed) {
      const hoursUntilReset = Math.max(1, Math.ceil(take.resetInMs / 3_600_000));
      const plan = options.tier === "pro" ? "Pro" : "Free";
      throw new AppError(
        "RATE_LIMIT_EXCEEDED",
        `The ${plan} plan makes ${limit} ${rule.noun} a day${options.tier === "pro" ? "" : ` (Pro: ${limitsFor("pro")[rule.limit]})`}. The next one is possible in ${hoursUntilReset} hour${hoursUntilReset === 1 ? "" : "s"}.`,
        {
          details: { reason: rule.reason, limit, used: take.used, hoursUntilReset },
          headers: { "retry-after": String(Math.ceil(take.resetInMs / 1000)) },
        },
      );
    }
    if (take.eventId) await options.keep(tx, outcome.subjectId, take.eventId);
    return outcome;
  });
}

/** takeDailyWork for an audio overview (`audioOverviewsPerDay`). */
export function takeAudioOverview<T>(options: DailyWorkOptions<T>) {
  return takeDailyWork("audio-overview", options);
}

/** takeDailyWork for a narrated lesson video (`lessonVideosPerDay`). */
export function takeLessonVideo<T>(options: DailyWorkOptions<T>) {
  return takeDailyWork("lesson-video", options);
}

/** Gives a lesson video's use back (its work failed for good). */
export async function returnLessonVideo(db: DbOrTx, eventId: string): Promise<void> {
  await returnUsage(db, eventId);
}

/** Gives an audio overview's use back (its work failed for good). */
export async function returnAudioOverview(db: DbOrTx, eventId: string): Promise<void> {
  await returnUsage(db, eventId);
}

/**
 * Takes one practice exam from the plan's rolling window (issue 38): Free 1 a week, Pro 10 a day
 * (`PLAN_LIMITS`), atomically under the learner's row lock. Past it: on Free 402
 * FREE_QUOTA_EXHAUSTED (reason PRACTICE_EXAM_LIMIT), on Pro 429 RATE_LIMIT_EXCEEDED; both say when
 * the next one is possible (`resetsAt`, `hoursUntilReset`, Retry-After). The use is given back when
 * the exam could not be written.
 */
export async function takePracticeExam(options: {
  db: Db;
  userId: string;
  tier: Tier;
}): Promise<UsageReceipt> {
  const { practiceExams: limit, practiceExamWindowDays: days } = limitsFor(options.tier);
  const take = await takeUsage(options.db, {
    userId: options.userId,
    kind: "practice-exam",
    limit,
    windowMs: days * DAY_MS,
  });
  if (!take.allowed) {
    const hoursUntilReset = Math.max(1, Math.ceil(take.resetInMs / 3_600_000));
    const resetsAt = new Date(Date.now() + take.resetInMs).toISOString();
    const when =
      hoursUntilReset > 48
        ? `${Math.ceil(hoursUntilReset / 24)} days`
        : `${hoursUntilReset} hour${hoursUntilReset === 1 ? "" : "s"}`;
    const pro = limitsFor("pro");
    const details = { reason: "PRACTICE_EXAM_LIMIT", limit, used: take.used, resetsAt, hoursUntilReset };
    const headers = { "retry-after": String(Math.ceil(take.resetInMs / 1000)) };
    if (options.tier === "free")
      throw new AppError(
        "FREE_QUOTA_EXHAUSTED",
        `The Free plan includes ${limit} practice exam a week; the next one is possible in ${when}. Pro includes ${pro.practiceExams} a day.`,
        { details, headers },
      );
    throw new AppError(
      "RATE_LIMIT_EXCEEDED",
      `You have taken ${limit} practice exams in the last 24 hours; the next one is possible in ${when}.`,
      { details, headers },
    );
  }
  const eventId = take.eventId!;
  return { release: () => returnUsage(options.db, eventId) };
}
