import type { FocusSummary } from "@brainy/contract";
import { DAY_MS } from "../../lib/time.ts";

/** One local calendar day with focus: its date (YYYY-MM-DD) and seconds focused. */
export type FocusDay = { day: string; seconds: number };

/** The YYYY-MM-DD `offset` days before `day` (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offset * DAY_MS).toISOString().slice(0, 10);
}

/** Day formatters by time zone: making one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATS = 1000;

/** Today's date in a time zone, as YYYY-MM-DD. */
export function localDay(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    if (dayFormats.size >= MAX_DAY_FORMATS) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Zones already found valid: making a formatter to check one costs tens of µs a request. */
const knownZones = new Set<string>();

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
  } catch {
    return false;
  }
  if (knownZones.size < 1_000) knownZones.add(name);
  return true;
}

/**
 * Today's focus minutes, the last seven days' minutes (oldest first, today last) and the streak: consecutive
 * days with focus ending today, or yesterday when today has none yet (a streak is not lost before the day ends).
 */
export function summarizeFocus(days: FocusDay[], today: string): FocusSummary {
  const seconds = new Map(days.map((d) => [d.day, d.seconds]));
  const minutes = (day: string) => Math.round((seconds.get(day) ?? 0) / 60);
  const weekMinutesByDay = Array.from({ length: 7 }, (_, i) => minutes(shiftDay(today, 6 - i)));
  const start = seconds.has(today) ? 0 : 1;
  let streakDays = 0;
  while (seconds.has(shiftDay(today, start + streakDays))) streakDays += 1;
  return { todayMinutes: minutes(today), weekMinutesByDay, streakDays };
}
