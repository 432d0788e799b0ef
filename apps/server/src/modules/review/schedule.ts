import type { ReviewCardState, ReviewInterval, ReviewRating } from "@brainy/contract";
import { type Card, createEmptyCard, fsrs, type Grade, State } from "ts-fsrs";
import type { StoredFsrsState } from "../../db/schema/index.ts";

/**
 * The review schedule: FSRS through ts-fsrs (never a scheduler of our own), plus the learner's
 * local days. Fuzz is off so a schedule can be re-derived exactly from the review log.
 */

const schedulers = new Map<number, ReturnType<typeof fsrs>>();

/** The FSRS scheduler for a desired retention (one per value, kept). */
export function schedulerFor(desiredRetention: number) {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention, enable_fuzz: false, enable_short_term: true });
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

/** A new card's FSRS state, due now. */
export function newFsrsState(now: Date): StoredFsrsState {
  return fromFsrsCard(createEmptyCard(now));
}

export function toFsrsCard(s: StoredFsrsState): Card {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as State,
    ...(s.lastReview ? { last_review: new Date(s.lastReview) } : {}),
  };
}

export function fromFsrsCard(card: Card): StoredFsrsState {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The card's state after a rating now. */
export function gradeCard(
  state: StoredFsrsState,
  rating: ReviewRating,
  now: Date,
  desiredRetention: number,
): StoredFsrsState {
  return fromFsrsCard(schedulerFor(desiredRetention).next(toFsrsCard(state), now, rating as Grade).card);
}

/** An interval as a button shows it: '1 min', '10 min', '3 h', '4 d', '2 mo', '1.5 y'. */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days} d`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${Math.round((days / 365) * 10) / 10} y`;
}

/** What each of the four ratings would do to the card now. */
export function previewIntervals(
  state: StoredFsrsState,
  now: Date,
  desiredRetention: number,
): ReviewInterval[] {
  const preview = schedulerFor(desiredRetention).repeat(toFsrsCard(state), now);
  return ([1, 2, 3, 4] as const).map((rating) => {
    const due = preview[rating as Grade].card.due;
    return { rating, due: due.toISOString(), label: formatInterval(due.getTime() - now.getTime()) };
  });
}

/** The probability of recalling the card now (0 for a card never reviewed). */
export function recallProbability(state: StoredFsrsState, now: Date, desiredRetention: number): number {
  if (state.state === State.New) return 0;
  return schedulerFor(desiredRetention).get_retrievability(toFsrsCard(state), now, false);
}

const STATE_NAMES: ReviewCardState[] = ["new", "learning", "review", "relearning"];
export const stateName = (state: number): ReviewCardState => STATE_NAMES[state] ?? "new";

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    if (offsetFormats.size > 500) offsetFormats.clear();
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the learner's local day after `now` begins (their next midnight), DST included. */
export function nextLocalMidnight(now: Date, timeZone: string, daysAhead = 1): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  const wallMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysAhead);
  // The offset at midnight may differ from now's (a DST change between): settle it in two passes.
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  instant = wallMidnight - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/**
 * Whether a card is in today's queue: a learning step when its minute has come; a card scheduled in
 * days for the whole of the local day it falls due (Anki's rule), so a review after midnight counts
 * for the new day.
 */
export function isDueToday(
  state: Pick<StoredFsrsState, "due" | "scheduledDays">,
  now: Date,
  timeZone: string,
) {
  const due = new Date(state.due).getTime();
  if (state.scheduledDays < 1) return due <= now.getTime();
  return due < nextLocalMidnight(now, timeZone).getTime();
}

/** Consecutive local days with a review, ending today, or yesterday while today has none yet. */
export function reviewStreak(days: string[], today: string): number {
  const set = new Set(days);
  const step = (day: string) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  };
  let day = set.has(today) ? today : step(today);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = step(day);
  }
  return streak;
}
