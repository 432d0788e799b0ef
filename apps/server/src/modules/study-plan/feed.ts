import type { Locale } from "@brainy/contract";
import ical from "ical-generator";
import { translatorFor } from "../../lib/i18n/index.ts";
import { type PlanResult, slotsOn, type WeeklySlot, zoneClock } from "./plan.ts";

/**
 * The calendar feed's text (ical-generator): every occurrence of the learner's weekly slots for the
 * next `days` days, each with the lessons and review planned in it. Times are UTC instants, so any
 * calendar app shows them at the learner's wall time. Every line ends with CRLF, the last one too
 * (RFC 5545 §3.1): ical-generator joins lines with CRLF but leaves `END:VCALENDAR` without one.
 */
export function writeStudyCalendar(options: {
  slots: readonly WeeklySlot[];
  plan: PlanResult | null;
  timeZone: string;
  now: Date;
  days: number;
  /** Makes the events' UIDs this feed's own. */
  uidPrefix: string;
  /** The owner's interface locale: the feed's own words (not the course content) are in it. */
  locale?: Locale;
}): string {
  const locale = options.locale ?? "en";
  const t = translatorFor(locale, "calendar");
  const calendar = ical({
    name: t("name"),
    prodId: { company: "Brainy AI", product: "study-plan", language: locale.split("-")[0]!.toUpperCase() },
    ttl: 60 * 60,
  });
  const planned = new Map((options.plan?.slots ?? []).map((slot) => [slot.start.getTime(), slot]));
  const clock = zoneClock(options.timeZone, options.now.getTime());
  const firstDay = clock.localDay(options.now.getTime());
  for (let n = 0; n < options.days; n += 1) {
    const date = new Date(firstDay + n * 86_400_000).toISOString().slice(0, 10);
    for (const occurrence of slotsOn(date, options.slots, clock)) {
      const slot = planned.get(occurrence.start.getTime());
      const lines = (slot?.lessons ?? []).map(({ lesson, minutes, continued }) =>
        t(continued ? "lessonContinued" : "lesson", {
          title: lesson.title,
          minutes,
          course: lesson.courseTitle,
        }),
      );
      if (slot?.reviewMinutes) lines.unshift(t("review", { minutes: slot.reviewMinutes }));
      const first = slot?.lessons[0]?.lesson.title;
      calendar.createEvent({
        id: `${options.uidPrefix}-${occurrence.start.toISOString()}@study-plan.brainy`,
        start: occurrence.start,
        end: occurrence.end,
        summary: first
          ? slot.lessons.length > 1
            ? t("studyMore", { title: first, more: slot.lessons.length - 1 })
            : t("study", { title: first })
          : t("slot"),
        description: lines.length ? lines.join("\n") : t("free"),
      });
    }
  }
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
