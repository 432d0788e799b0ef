import { DateTime } from "luxon";

/**
 * The study plan's arithmetic, pure: the goal's remaining lessons (in course and section order)
 * and the reviews due, laid into the learner's weekly study slots in their time zone.
 */

/** A lesson still to do, in the order it is to be done. */
export type PlanLesson = {
  id: string;
  title: string;
  minutes: number;
  courseId: string;
  courseTitle: string;
};

/** One weekly slot as stored in the profile: 0 Sunday to 6 Saturday, local HH:MM:SS times. */
export type WeeklySlot = { dayOfWeek: number; startTime: string; endTime: string };

/** One occurrence of a weekly slot on a date, with what it holds. */
export type PlannedSlot = {
  /** The local date the slot starts on (YYYY-MM-DD). */
  date: string;
  start: Date;
  end: Date;
  /** Minutes of review planned in this slot. */
  reviewMinutes: number;
  /** The lessons (or parts of lessons) planned in this slot; `continued` when begun in an earlier slot. */
  lessons: { lesson: PlanLesson; minutes: number; continued: boolean }[];
};

export type PlanStatus = "planned" | "no-slots" | "all-done" | "too-long";

export type PlanInput = {
  /** Remaining (not completed) lessons, in course and section order. */
  lessons: readonly PlanLesson[];
  slots: readonly WeeklySlot[];
  timeZone: string;
  now: Date;
  /** YYYY-MM-DD or null. */
  targetDate: string | null;
  /** Minutes of review due per local date; dates before today are due today. */
  reviewMinutesByDay?: ReadonlyMap<string, number>;
  /** Minutes of lessons already completed today: today's slots hold that much less. */
  doneTodayMinutes?: number;
  /** How many days ahead to plan at most (default ten years). */
  horizonDays?: number;
};

export type PlanResult = {
  status: PlanStatus;
  /** Today's local date. */
  today: string;
  /** The local date the last remaining lesson is planned to end, or null (no slots, nothing left, too long). */
  finishDate: string | null;
  /** Null without a target or a finish date. */
  meetsTarget: boolean | null;
  weeklyMinutes: number;
  message: string;
  /** Every slot occurrence holding work, from today to the finish. */
  slots: PlannedSlot[];
};

const TEN_YEARS = 3653;

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** A slot's nominal length; one whose end is before its start runs past midnight. */
export function slotLength(slot: WeeklySlot): number {
  return (minutesOf(slot.endTime) - minutesOf(slot.startTime) + 1440) % 1440;
}

/** Minutes of study a week in the slots. */
export function weeklyMinutes(slots: readonly WeeklySlot[]): number {
  return slots.reduce((sum, slot) => sum + slotLength(slot), 0);
}

/**
 * The occurrences of the weekly slots on one local date, as instants in the zone: a slot across
 * midnight ends on the next date; a wall time skipped by a DST change moves forward (luxon's rule),
 * so a slot's real length is what the clock allows that night.
 */
export function slotsOn(date: DateTime, slots: readonly WeeklySlot[]): { start: Date; end: Date }[] {
  const dayOfWeek = date.weekday % 7;
  const out: { start: Date; end: Date }[] = [];
  for (const slot of slots) {
    if (slot.dayOfWeek !== dayOfWeek || slotLength(slot) === 0) continue;
    const [sh = 0, sm = 0, ss = 0] = slot.startTime.split(":").map(Number);
    const [eh = 0, em = 0, es = 0] = slot.endTime.split(":").map(Number);
    const start = date.set({ hour: sh, minute: sm, second: ss, millisecond: 0 });
    const endDay = minutesOf(slot.endTime) <= minutesOf(slot.startTime) ? date.plus({ days: 1 }) : date;
    const end = endDay.set({ hour: eh, minute: em, second: es, millisecond: 0 });
    if (end > start) out.push({ start: start.toJSDate(), end: end.toJSDate() });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** "3 hours", "1 hour", "1.5 hours", "45 minutes". */
export function formatWeekly(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** "14 March", with the year when it is not this year's. */
export function formatDay(date: string, today: string): string {
  const day = DateTime.fromISO(date, { zone: "UTC" });
  return day.toFormat(date.slice(0, 4) === today.slice(0, 4) ? "d MMMM" : "d MMMM yyyy", { locale: "en-GB" });
}

/** "5 weeks", "1 week", "3 days", "1 day": weeks from a fortnight on. */
export function formatGap(days: number): string {
  if (days >= 14) {
    const weeks = Math.round(days / 7);
    return `${weeks} weeks`;
  }
  return `${days} day${days === 1 ? "" : "s"}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round(
    DateTime.fromISO(to, { zone: "UTC" }).diff(DateTime.fromISO(from, { zone: "UTC" }), "days").days,
  );

/** The sentence the plan answers with. */
export function planMessage(options: {
  status: PlanStatus;
  weeklyMinutes: number;
  finishDate: string | null;
  targetDate: string | null;
  today: string;
}): string {
  const { status, finishDate, targetDate, today } = options;
  if (status === "no-slots") {
    return "You have no weekly study slots yet: add one in Settings to see when you finish";
  }
  if (status === "all-done") return "Every lesson of this goal is done";
  const pace = `At your ${formatWeekly(options.weeklyMinutes)} a week`;
  if (status === "too-long" || !finishDate) {
    return `${pace} this goal takes more than ten years: add a slot`;
  }
  const finish = `${pace} you finish on ${formatDay(finishDate, today)}`;
  if (!targetDate) return finish;
  const gap = daysBetween(targetDate, finishDate);
  if (gap > 0 && targetDate < today) {
    return `${finish}, ${formatGap(gap)} after your target, which has passed: move the date`;
  }
  if (gap > 0) return `${finish}, ${formatGap(gap)} after your target: add a slot or move the date`;
  if (gap === 0) return `${finish}, your target date`;
  return `${finish}, ${formatGap(-gap)} before your target`;
}

/**
 * Lays the remaining lessons into the slots from now on. Reviews due take a day's slots first
 * (what does not fit waits for the next slot); a lesson longer than what is left of a slot goes on
 * in the next one. Nothing is dropped: a missed day simply moves everything to the next slots.
 */
export function planStudy(input: PlanInput): PlanResult {
  const zone = input.timeZone;
  const nowLocal = DateTime.fromJSDate(input.now, { zone });
  const today = nowLocal.toISODate() ?? "";
  const weekly = weeklyMinutes(input.slots);
  const finish = (status: PlanStatus, finishDate: string | null, slots: PlannedSlot[]): PlanResult => {
    const meetsTarget = finishDate && input.targetDate ? finishDate <= input.targetDate : null;
    const message = planMessage({
      status,
      weeklyMinutes: weekly,
      finishDate,
      targetDate: input.targetDate,
      today,
    });
    return { status, today, finishDate, meetsTarget, weeklyMinutes: weekly, message, slots };
  };
  if (input.lessons.length === 0) return finish("all-done", null, []);
  if (weekly === 0) return finish("no-slots", null, []);

  const reviews = input.reviewMinutesByDay ?? new Map<string, number>();
  let pendingReview = 0;
  for (const [day, minutes] of reviews) if (day < today) pendingReview += minutes;
  let doneToday = input.doneTodayMinutes ?? 0;
  let lessonIndex = 0;
  let lessonLeft = input.lessons[0]?.minutes ?? 0;
  const planned: PlannedSlot[] = [];
  let day = nowLocal.startOf("day");
  const horizon = input.horizonDays ?? TEN_YEARS;

  for (let n = 0; n <= horizon; n += 1, day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? "";
    pendingReview += reviews.get(date) ?? 0;
    for (const occurrence of slotsOn(day, input.slots)) {
      const from = Math.max(occurrence.start.getTime(), input.now.getTime());
      let capacity = Math.floor((occurrence.end.getTime() - from) / 60_000);
      if (capacity <= 0) continue;
      if (doneToday > 0 && n === 0) {
        const used = Math.min(doneToday, capacity);
        doneToday -= used;
        capacity -= used;
      }
      const slot: PlannedSlot = { date, ...occurrence, reviewMinutes: 0, lessons: [] };
      const review = Math.min(pendingReview, capacity);
      slot.reviewMinutes = review;
      pendingReview -= review;
      capacity -= review;
      while (capacity > 0 && lessonIndex < input.lessons.length) {
        const lesson = input.lessons[lessonIndex] as PlanLesson;
        const minutes = Math.min(lessonLeft, capacity);
        slot.lessons.push({ lesson, minutes, continued: lessonLeft < lesson.minutes });
        lessonLeft -= minutes;
        capacity -= minutes;
        if (lessonLeft <= 0) {
          lessonIndex += 1;
          lessonLeft = input.lessons[lessonIndex]?.minutes ?? 0;
        }
      }
      if (slot.reviewMinutes > 0 || slot.lessons.length > 0) planned.push(slot);
      if (lessonIndex >= input.lessons.length) return finish("planned", date, planned);
    }
  }
  return finish("too-long", null, planned);
}
