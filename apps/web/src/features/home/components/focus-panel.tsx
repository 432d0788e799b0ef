import type { FocusSummary } from "@brainy/contract";
import type { TFunction } from "i18next";
import { Flame, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/index.ts";
import { formatDate } from "../../../lib/i18n/format.ts";
import { HOME_NS } from "../messages.ts";

/** The last seven days' dates, oldest first, today last (matching weekMinutesByDay). */
function lastSevenDays(today = new Date()): Date[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (6 - i));
    return day;
  });
}

/** "50 min", "2 h", "1 h 15 min" in the interface's language. */
function formatMinutes(t: TFunction, minutes: number): string {
  if (minutes < 60) return t("duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("duration.hours", { hours }) : t("duration.hoursMinutes", { hours, minutes: rest });
}

/**
 * Focus: today's focus minutes, a 7-day bar chart and the streak (beyond the spec). Sessions come from the
 * floating focus timer; the panel refreshes when one completes.
 */
export function FocusPanel({ focus }: { focus: FocusSummary | undefined }) {
  const { t } = useTranslation(HOME_NS);
  if (!focus) {
    return (
      <Card className="flex flex-col gap-4" aria-busy="true">
        <div aria-hidden="true" className="h-5 w-24 animate-pulse rounded-lg bg-surface-2" />
        <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-surface-2" />
      </Card>
    );
  }
  const days = lastSevenDays();
  const max = Math.max(25, ...focus.weekMinutesByDay);
  const weekTotal = focus.weekMinutesByDay.reduce((sum, minutes) => sum + minutes, 0);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Timer aria-hidden="true" size={18} className="text-primary" /> {t("focus.title")}
        </h2>
        <span
          className="inline-flex items-center gap-1 rounded-full bg-warning/10 px-2.5 py-1 text-xs font-medium text-text"
          data-testid="focus-streak"
        >
          <Flame aria-hidden="true" size={14} className="text-warning" />
          {t("streak", { count: focus.streakDays })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-xs text-muted">{t("focus.today")}</dt>
          <dd className="text-2xl font-bold" data-testid="focus-today">
            {formatMinutes(t, focus.todayMinutes)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("focus.lastSevenDays")}</dt>
          <dd className="text-2xl font-bold">{formatMinutes(t, weekTotal)}</dd>
        </div>
      </dl>
      <figure>
        <figcaption className="sr-only">{t("focus.chartCaption")}</figcaption>
        <ul className="flex h-24 items-end gap-2">
          {focus.weekMinutesByDay.map((minutes, i) => {
            const day = days[i]!;
            const isToday = i === 6;
            const dayLabel = t("focus.day", {
              day: formatDate(day, { weekday: "long" }),
              duration: formatMinutes(t, minutes),
            });
            return (
              <li
                key={day.toISOString()}
                className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="sr-only">{dayLabel}</span>
                <span
                  aria-hidden="true"
                  className={`w-full max-w-8 rounded-md ${isToday ? "bg-primary" : "bg-primary/45"}`}
                  style={{ height: `${Math.max(minutes > 0 ? 8 : 3, (minutes / max) * 100)}%` }}
                  title={dayLabel}
                />
                <span
                  aria-hidden="true"
                  className={`text-[11px] ${isToday ? "font-semibold text-text" : "text-muted"}`}
                >
                  {formatDate(day, { weekday: "short" })}
                </span>
              </li>
            );
          })}
        </ul>
      </figure>
      {weekTotal === 0 && <p className="text-sm text-muted">{t("focus.empty")}</p>}
    </Card>
  );
}
