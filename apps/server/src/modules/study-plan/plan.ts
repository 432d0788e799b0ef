import { DateTime, IANAZone } from "luxon";

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

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The widest gap between two samples of a zone's offset: no zone changes it twice in a fortnight. */
const SAMPLE_MS = 14 * DAY;

/**
 * A time zone's offsets, learnt forward in time: one lookup (luxon's IANAZone, about 20 µs each)
 * per fortnight, and a binary search to the minute where the offset changed (a DST change). A
 * plan walks years of days; asking the zone for every slot would cost more than the plan.
 */
export class ZoneClock {
  private readonly zone: IANAZone;
  /** Where the offset changes: [instant, offset in minutes from then], in time order. */
  private readonly changes: [number, number][];
  private coveredUntil: number;

  constructor(timeZone: string, from: number) {
    this.zone = IANAZone.create(timeZone);
    const start = from - 2 * DAY;
    this.changes = [[start, this.zone.offset(start)]];
    this.coveredUntil = start;
  }

  /** Whether the clock starts before `from`, and not by much more than a week. */
  covers(from: number): boolean {
    const start = (this.changes[0] as [number, number])[0];
    return start <= from - DAY && from - start < 9 * DAY;
  }

  /** The zone's offset from UTC at an instant, in minutes. */
  offset(instant: number): number {
    const first = this.changes[0] as [number, number];
    if (instant < first[0]) return this.zone.offset(instant);
    while (instant >= this.coveredUntil) this.learnNext();
    for (let i = this.changes.length - 1; i >= 0; i -= 1) {
      const change = this.changes[i] as [number, number];
      if (change[0] <= instant) return change[1];
    }
    return first[1];
  }

  private learnNext() {
    const from = this.coveredUntil;
    const to = from + SAMPLE_MS;
    const before = (this.changes.at(-1) as [number, number])[1];
    const after = this.zone.offset(to);
    if (after !== before) {
      // The first minute with the new offset.
      let low = from;
      let high = to;
      while (high - low > MINUTE) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (this.zone.offset(mid) === before) low = mid;
        else high = mid;
      }
      this.changes.push([high, after]);
    }
    this.coveredUntil = to;
  }

  /** The instant of a wall-clock time (as ms of a UTC-naive date); a time a DST change skips moves forward. */
  instantOf(wall: number): number {
    // luxon's rule (fixOffset): try the offset there, correct once, else take the later reading.
    const o = this.offset(wall);
    let guess = wall - o * MINUTE;
    const o2 = this.offset(guess);
    if (o === o2) return guess;
    guess -= (o2 - o) * MINUTE;
    const o3 = this.offset(guess);
    if (o2 === o3) return guess;
    return wall - Math.min(o2, o3) * MINUTE;
  }

  /** The local date (as ms of its UTC-naive midnight) of an instant. */
  localDay(instant: number): number {
    const wall = instant + this.offset(instant) * MINUTE;
    return Math.floor(wall / DAY) * DAY;
  }
}

const clocks = new Map<string, ZoneClock>();

/**
 * The zone's clock shared by every plan in the process: its offsets, once learnt, hold for all. A
 * clock learnt from more than a week before `from` is made afresh (its list would only grow).
 */
export function zoneClock(timeZone: string, from: number): ZoneClock {
  const kept = clocks.get(timeZone);
  if (kept?.covers(from)) return kept;
  if (clocks.size >= 500) clocks.clear();
  const clock = new ZoneClock(timeZone, from);
  clocks.set(timeZone, clock);
  return clock;
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The local date (YYYY-MM-DD) of an instant in a zone, through the zone's shared clock. */
export function localDateOf(timeZone: string, instant: number): string {
  return isoDay(zoneClock(timeZone, instant).localDay(instant));
}

/**
 * The instant a plan read at `instant` is computed for, the same for every read in one minute (so
 * the plan is computed once a minute): the next whole minute, or in a day's last minute the
 * instant before midnight (the next minute is tomorrow). A slot under way counts the whole minutes
 * left of it, so for slots on whole minutes the plan is the one at
 * `instant` itself.
 */
export function planInstant(timeZone: string, instant: number): number {
  const today = localDateOf(timeZone, instant);
  const next = Math.ceil(instant / MINUTE) * MINUTE;
  if (localDateOf(timeZone, next) === today) return next;
  if (localDateOf(timeZone, next - 1) === today) return next - 1;
  return Math.floor(instant / MINUTE) * MINUTE;
}

const timeMs = (time: string) => {
  const [h = 0, m = 0, sec = 0] = time.split(":").map(Number);
  return ((h * 60 + m) * 60 + sec) * 1000;
};

/**
 * The occurrences of the weekly slots on one local date (YYYY-MM-DD), as instants in the zone: a
 * slot across midnight ends on the next date; a wall time skipped by a DST change moves forward,
 * so a slot's real length is what the clock allows that night.
 */
export function slotsOn(date: string, slots: readonly WeeklySlot[], clock: ZoneClock) {
  return slotsOnDay(Date.parse(`${date}T00:00:00Z`), slotTimesByWeekday(slots), clock);
}

/** A weekly slot's wall-clock offsets from its day's midnight, in ms, worked out once. */
type SlotTimes = { start: number; end: number };

/** The slots of each weekday (0 Sunday), sorted by start; zero-length slots dropped. */
function slotTimesByWeekday(slots: readonly WeeklySlot[]): SlotTimes[][] {
  const byDay: SlotTimes[][] = Array.from({ length: 7 }, () => []);
  for (const slot of slots) {
    if (slotLength(slot) === 0) continue;
    const start = timeMs(slot.startTime);
    const end = timeMs(slot.endTime) + (timeMs(slot.endTime) <= start ? DAY : 0);
    byDay[slot.dayOfWeek]?.push({ start, end });
  }
  for (const day of byDay) day.sort((a, b) => a.start - b.start);
  return byDay;
}

function slotsOnDay(day: number, byWeekday: SlotTimes[][], clock: ZoneClock): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (const slot of byWeekday[new Date(day).getUTCDay()] ?? []) {
    const start = clock.instantOf(day + slot.start);
    const end = clock.instantOf(day + slot.end);
    if (end > start) out.push({ start: new Date(start), end: new Date(end) });
  }
  return out;
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
  const clock = zoneClock(input.timeZone, input.now.getTime());
  const byWeekday = slotTimesByWeekday(input.slots);
  const firstDay = clock.localDay(input.now.getTime());
  const today = isoDay(firstDay);
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
  const horizon = input.horizonDays ?? TEN_YEARS;

  for (let n = 0; n <= horizon; n += 1) {
    const day = firstDay + n * DAY;
    const date = isoDay(day);
    pendingReview += reviews.get(date) ?? 0;
    if (byWeekday[new Date(day).getUTCDay()]?.length === 0) continue;
    for (const occurrence of slotsOnDay(day, byWeekday, clock)) {
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
