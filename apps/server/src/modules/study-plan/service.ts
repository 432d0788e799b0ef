import { createHash, randomBytes } from "node:crypto";
import {
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  LocaleSchema,
  type PlanDay,
  type StudyPlan,
} from "@brainy/contract";
import { DateTime } from "luxon";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { localDateOf, type PlannedSlot, type PlanResult, planInstant, planStudy } from "./plan.ts";
import {
  countDueCardsByDay,
  deleteFeed,
  findFeed,
  findFeedByHash,
  findGoalLessons,
  findPlanGoal,
  updateTargetDate,
  upsertFeed,
} from "./repository.ts";

/** Minutes a review card is planned at. */
export const MINUTES_PER_CARD = 2;
/** How many days ahead the plan's days (and the calendar feed) go. */
export const PLAN_DAYS_AHEAD = 62;

type PlanOptions = { db: DbOrTx; userId: string; goalId: string; timeZone?: string; now?: Date };

/** What a goal's plan on one local date is computed from: four statements whatever the goal's size. */
type PlanFacts = {
  goalId: string;
  timeZone: string;
  goal: NonNullable<Awaited<ReturnType<typeof findPlanGoal>>>;
  rows: Awaited<ReturnType<typeof findGoalLessons>>;
  due: { day: string; cards: number }[];
};

/** The plan's facts for the learner's local date `today` (reviews due up to its horizon). */
async function readPlanFacts(options: PlanOptions & { timeZone: string; today: string }): Promise<PlanFacts> {
  const { db, userId, goalId, timeZone } = options;
  const goal = await findPlanGoal(db, userId, goalId);
  if (!goal) throw notFound("Goal");
  const horizon = DateTime.fromISO(options.today, { zone: timeZone })
    .plus({ days: PLAN_DAYS_AHEAD + 1 })
    .toJSDate();
  const [rows, due] = await Promise.all([
    findGoalLessons(db, userId, goalId),
    countDueCardsByDay(db, userId, timeZone, horizon),
  ]);
  return { goalId, timeZone, goal, rows, due };
}

/** The goal's plan at `now` from its facts (pure). */
function planFromFacts(facts: PlanFacts, now: Date) {
  const { goal, rows, due, timeZone } = facts;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? "";
  const localDate = (at: Date) => DateTime.fromJSDate(at, { zone: timeZone }).toISODate() ?? "";
  const remaining = rows
    .filter((row) => !row.isCompleted)
    .map((row) => ({ ...row, minutes: Math.max(1, row.minutes) }));
  // Only lessons done within the plan's days (from at most 38 days back) are shown: a local date
  // costs a zone lookup, and a long goal may hold a thousand completed lessons.
  const shownFrom = now.getTime() - 40 * 86_400_000;
  const done = rows.filter(
    (row) => row.isCompleted && row.completedAt && row.completedAt.getTime() > shownFrom,
  );
  const doneTodayMinutes = done
    .filter((row) => (row.completedAt as Date).getTime() > now.getTime() - 86_400_000)
    .filter((row) => localDate(row.completedAt as Date) === today)
    .reduce((sum, row) => sum + row.minutes, 0);
  const reviewMinutesByDay = new Map(due.map((row) => [row.day, row.cards * MINUTES_PER_CARD]));
  const plan = planStudy({
    lessons: remaining,
    slots: goal.schedule ?? [],
    timeZone,
    now,
    targetDate: goal.targetDate,
    reviewMinutesByDay,
    doneTodayMinutes,
  });
  const reviewsDue = due.filter((row) => row.day <= today).reduce((sum, row) => sum + row.cards, 0);
  return { plan, goal, remaining, done, reviewsDue, timeZone, localDate };
}

/** The goal's plan as computed, with the facts it came from (the calendar feed's path, not kept). */
export async function computeGoalPlan(options: PlanOptions) {
  const timeZone = options.timeZone ?? "UTC";
  const now = options.now ?? new Date();
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? "";
  return planFromFacts(await readPlanFacts({ ...options, timeZone, today }), now);
}

const slotJson = (slot: PlannedSlot) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  reviewMinutes: slot.reviewMinutes,
  lessons: slot.lessons.map(({ lesson, minutes, continued }) => ({
    lessonId: lesson.id,
    title: lesson.title,
    courseId: lesson.courseId,
    courseTitle: lesson.courseTitle,
    minutes,
    continued,
  })),
});

/** The plan's days: from the earlier of this week's Monday and the month's 1st to 62 days ahead. */
function planDays(
  plan: PlanResult,
  done: { id: string; title: string; completedAt: Date | null }[],
  localDate: (at: Date) => string,
): PlanDay[] {
  const today = DateTime.fromISO(plan.today, { zone: "UTC" });
  const monday = today.minus({ days: today.weekday - 1 });
  const first = today.startOf("month");
  const from = DateTime.min(monday, first);
  const days = new Map<string, PlanDay>();
  for (let day = from; day <= today.plus({ days: PLAN_DAYS_AHEAD }); day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? "";
    days.set(date, { date, slots: [], done: [] });
  }
  for (const slot of plan.slots) days.get(slot.date)?.slots.push(slotJson(slot));
  for (const lesson of done) {
    days.get(localDate(lesson.completedAt as Date))?.done.push({ lessonId: lesson.id, title: lesson.title });
  }
  return [...days.values()];
}

/**
 * GET /goals/{id}/plan. Its facts are kept per local date until a write could change them
 * (`memoizedRead`); the plan is computed from them once a minute (`planInstant`: every read in a
 * minute gets the plan of the same instant, and a new local date reads new facts), and its JSON
 * is written once (lib/shared-answers.ts).
 */
export async function getStudyPlan(options: PlanOptions): Promise<StudyPlan> {
  const { db, userId, goalId } = options;
  const timeZone = options.timeZone ?? "UTC";
  const at = planInstant(timeZone, (options.now ?? new Date()).getTime());
  const today = localDateOf(timeZone, at);
  const facts = await memoizedRead(
    db,
    {
      key: `study-plan:${userId}:${goalId}:${timeZone}:${today}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["goals", "users", "lessons", "roadmaps", "courses", "review_cards"],
    },
    () => readPlanFacts({ ...options, timeZone, today }),
  );
  return deriveOnce("study-plan", facts, toStudyPlan, String(at));
}

/** The plan answered at the instant `at` (ms, as a string) from its facts. */
function toStudyPlan(facts: PlanFacts, at: string): StudyPlan {
  const { plan, goal, remaining, done, reviewsDue, timeZone, localDate } = planFromFacts(
    facts,
    new Date(Number(at)),
  );
  return {
    goalId: facts.goalId,
    timeZone,
    today: plan.today,
    status: plan.status,
    targetDate: goal.targetDate,
    finishDate: plan.finishDate,
    meetsTarget: plan.meetsTarget,
    weeklyMinutes: plan.weeklyMinutes,
    remainingLessons: remaining.length,
    remainingMinutes: remaining.reduce((sum, row) => sum + row.minutes, 0),
    reviewsDue,
    message: plan.message,
    days: planDays(plan, done, localDate),
  };
}

/** PUT /goals/{id}/plan/target: then answers the plan. */
export async function setPlanTarget(options: PlanOptions & { targetDate: string | null }) {
  const updated = await updateTargetDate(options.db, options.userId, options.goalId, options.targetDate);
  if (!updated) throw notFound("Goal");
  return getStudyPlan(options);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** GET /calendar-feed. */
export async function getCalendarFeedStatus(options: {
  db: DbOrTx;
  userId: string;
}): Promise<CalendarFeedStatus> {
  const feed = await findFeed(options.db, options.userId);
  return {
    active: Boolean(feed),
    createdAt: feed?.createdAt.toISOString() ?? null,
    timeZone: feed?.timeZone ?? null,
  };
}

/** POST /calendar-feed: a new secret token (the old one stops working); its URL is shown once. */
export async function createCalendarFeed(options: {
  db: DbOrTx;
  userId: string;
  timeZone: string;
}): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const feed = await upsertFeed(options.db, options.userId, hashToken(token), options.timeZone);
  return {
    path: `/api/calendar/${token}.ics`,
    createdAt: feed.createdAt.toISOString(),
    timeZone: feed.timeZone,
  };
}

/** DELETE /calendar-feed: the feed's URL answers 404 from now on. */
export async function revokeCalendarFeed(options: { db: DbOrTx; userId: string }) {
  await deleteFeed(options.db, options.userId);
}

/** The learner and plan behind a feed token; 404 for an unknown or revoked one. */
export async function findFeedPlan(options: { db: DbOrTx; token: string; now?: Date }) {
  const tokenHash = hashToken(options.token);
  const feed = await findFeedByHash(options.db, tokenHash);
  if (!feed) throw notFound("Calendar feed");
  const slots = feed.schedule ?? [];
  // Events' UIDs must be unique across calendars: a piece of the token's hash tells feeds apart.
  const uidPrefix = tokenHash.slice(0, 16);
  // Calendar apps send no account: the owner's chosen interface locale, else English.
  const locale = LocaleSchema.safeParse(feed.locale).data ?? "en";
  if (!feed.goalId) return { timeZone: feed.timeZone, slots, uidPrefix, locale, plan: null };
  const { plan } = await computeGoalPlan({
    db: options.db,
    userId: feed.userId,
    goalId: feed.goalId,
    timeZone: feed.timeZone,
    now: options.now,
  });
  return { timeZone: feed.timeZone, slots, uidPrefix, locale, plan };
}
