import type { FocusSummary } from "@brainy/contract";
import { Flame, Timer } from "lucide-react";
import { Card } from "../../../components/ui/index.ts";

const WEEKDAY = new Intl.DateTimeFormat(undefined, { weekday: "short" });
const WEEKDAY_LONG = new Intl.DateTimeFormat(undefined, { weekday: "long" });

/** The last seven days' dates, oldest first, today last (matching weekMinutesByDay). */
function lastSevenDays(today = new Date()): Date[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (6 - i));
    return day;
  });
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Focus: today's focus minutes, a 7-day bar chart and the streak (beyond the spec). Sessions come from the
 * floating focus timer; the panel refreshes when one completes.
 */
export function FocusPanel({ focus }: { focus: FocusSummary | undefined }) {
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
          <Timer aria-hidden="true" size={18} className="text-primary" /> Focus
        </h2>
        <span
          className="inline-flex items-center gap-1 rounded-full bg-warning/10 px-2.5 py-1 text-xs font-medium text-text"
          data-testid="focus-streak"
        >
          <Flame aria-hidden="true" size={14} className="text-warning" />
          {focus.streakDays === 1 ? "1-day streak" : `${focus.streakDays}-day streak`}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-xs text-muted">Today</dt>
          <dd className="text-2xl font-bold" data-testid="focus-today">
            {formatMinutes(focus.todayMinutes)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Last 7 days</dt>
          <dd className="text-2xl font-bold">{formatMinutes(weekTotal)}</dd>
        </div>
      </dl>
      <figure>
        <figcaption className="sr-only">Minutes of focus on each of the last seven days</figcaption>
        <ul className="flex h-24 items-end gap-2">
          {focus.weekMinutesByDay.map((minutes, i) => {
            const day = days[i]!;
            const isToday = i === 6;
            return (
              <li
                key={day.toISOString()}
                className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="sr-only">{`${WEEKDAY_LONG.format(day)}: ${formatMinutes(minutes)}`}</span>
                <span
                  aria-hidden="true"
                  className={`w-full max-w-8 rounded-md ${isToday ? "bg-primary" : "bg-primary/45"}`}
                  style={{ height: `${Math.max(minutes > 0 ? 8 : 3, (minutes / max) * 100)}%` }}
                  title={`${WEEKDAY_LONG.format(day)}: ${formatMinutes(minutes)}`}
                />
                <span
                  aria-hidden="true"
                  className={`text-[11px] ${isToday ? "font-semibold text-text" : "text-muted"}`}
                >
                  {WEEKDAY.format(day)}
                </span>
              </li>
            );
          })}
        </ul>
      </figure>
      {weekTotal === 0 && (
        <p className="text-sm text-muted">
          Start the focus timer (bottom right) to track your study time here.
        </p>
      )}
    </Card>
  );
}
