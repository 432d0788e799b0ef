import type { PlanDay, StudyPlan } from "@brainy/contract";
import { CalendarDays, CheckCircle2, ChevronLeft, ChevronRight, Flag, Target } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  cx,
  FormAlert,
  Input,
  PageError,
  Spinner,
} from "../../../components/ui/index.ts";
import { useStudyPlan } from "../../../lib/study-plan.ts";
import { useSetPlanTarget } from "../api/set-plan-target.ts";

/** A YYYY-MM-DD as a date at noon UTC: safe for weekday and month arithmetic in any zone. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (date: string, options: Intl.DateTimeFormatOptions) =>
  noon(date).toLocaleDateString("en-GB", { timeZone: "UTC", ...options });
const addDays = (date: string, days: number) => {
  const d = noon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** Monday of the week holding the date. */
const mondayOf = (date: string) => addDays(date, -((noon(date).getUTCDay() + 6) % 7));

function timeRange(start: string, end: string, timeZone: string) {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  return `${new Date(start).toLocaleTimeString("en-GB", options)}–${new Date(end).toLocaleTimeString("en-GB", options)}`;
}

/** The courses screen's Plan view: the finish date and target, this week's days, then a month calendar. */
export function StudyPlanView({ goalId }: { goalId: string }) {
  const plan = useStudyPlan(goalId);
  if (plan.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Planning your weeks…" />
      </div>
    );
  }
  if (plan.isError || !plan.data) {
    return (
      <PageError message="Failed to load your study plan. Please try again." onRetry={() => plan.refetch()} />
    );
  }
  const data = plan.data;
  const byDate = new Map(data.days.map((day) => [day.date, day]));
  return (
    <div className="flex flex-col gap-6">
      <PlanSummary plan={data} />
      <WeekView plan={data} byDate={byDate} />
      <MonthCalendar plan={data} byDate={byDate} />
    </div>
  );
}

function PlanSummary({ plan }: { plan: StudyPlan }) {
  const setTarget = useSetPlanTarget();
  const [draft, setDraft] = useState(plan.targetDate ?? "");
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft) setTarget.mutate({ goalId: plan.goalId, targetDate: draft });
  };
  const clear = () => {
    setDraft("");
    setTarget.mutate({ goalId: plan.goalId, targetDate: null });
  };
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <CalendarDays aria-hidden="true" size={18} className="text-primary" /> Your study plan
        </h2>
        {plan.meetsTarget === true && <Badge variant="success">On track</Badge>}
        {plan.meetsTarget === false && <Badge variant="warning">Behind your target</Badge>}
      </div>
      <p className="text-base font-medium break-words" data-testid="plan-message">
        {plan.message}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact
          label="Finish date"
          value={
            plan.finishDate ? fmt(plan.finishDate, { day: "numeric", month: "long", year: "numeric" }) : "—"
          }
        />
        <Fact
          label="Target date"
          value={
            plan.targetDate
              ? fmt(plan.targetDate, { day: "numeric", month: "long", year: "numeric" })
              : "None"
          }
        />
        <Fact
          label="Lessons left"
          value={`${plan.remainingLessons} (${Math.round(plan.remainingMinutes / 6) / 10} h)`}
        />
        <Fact label="Reviews due today" value={String(plan.reviewsDue)} />
      </dl>
      {plan.status === "no-slots" && (
        <ButtonLink to="/settings" variant="outline" size="sm" className="self-start">
          Add study slots in Settings
        </ButtonLink>
      )}
      <form onSubmit={save} className="flex flex-wrap items-end gap-2">
        <Input
          type="date"
          label="Target date"
          value={draft}
          min={plan.today}
          onChange={(event) => setDraft(event.target.value)}
          wrapperClassName="w-48"
        />
        <Button
          type="submit"
          size="md"
          disabled={!draft || draft === plan.targetDate}
          loading={setTarget.isPending}
        >
          <Target aria-hidden="true" size={16} /> Set target
        </Button>
        {plan.targetDate && (
          <Button type="button" variant="outline" onClick={clear} disabled={setTarget.isPending}>
            Clear target
          </Button>
        )}
      </form>
      {setTarget.error && <FormAlert>{setTarget.error.message}</FormAlert>}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-border bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function WeekView({ plan, byDate }: { plan: StudyPlan; byDate: Map<string, PlanDay> }) {
  const monday = mondayOf(plan.today);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="plan-week-heading">
      <h2 id="plan-week-heading" className="text-base font-semibold">
        This week
      </h2>
      <ol className="flex flex-col divide-y divide-border">
        {days.map((date) => (
          <WeekDay key={date} date={date} day={byDate.get(date)} plan={plan} />
        ))}
      </ol>
    </Card>
  );
}

function WeekDay({ date, day, plan }: { date: string; day: PlanDay | undefined; plan: StudyPlan }) {
  const isToday = date === plan.today;
  const past = date < plan.today;
  const slots = day?.slots ?? [];
  const done = day?.done ?? [];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:gap-4" data-testid={`plan-day-${date}`}>
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 sm:w-32 sm:flex-col sm:items-start sm:gap-0.5">
        <span className={cx("text-sm font-semibold", past && "text-muted")}>
          {fmt(date, { weekday: "long" })}
        </span>
        <span className="text-xs text-muted">{fmt(date, { day: "numeric", month: "short" })}</span>
        {isToday && <Badge variant="primary">Today</Badge>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {slots.map((slot) => (
          <div key={slot.start} className="flex flex-col gap-1">
            <span className="text-xs font-medium text-muted">
              {timeRange(slot.start, slot.end, plan.timeZone)}
              {slot.reviewMinutes > 0 && ` · review cards ${slot.reviewMinutes} min`}
            </span>
            <ul className="flex flex-col gap-1">
              {slot.lessons.map((lesson) => (
                <li key={`${lesson.lessonId}-${slot.start}`} className="flex items-baseline gap-2 text-sm">
                  <Link
                    to={`/lessons/${lesson.lessonId}`}
                    className="min-w-0 break-words text-text underline-offset-2 hover:underline"
                  >
                    {lesson.continued ? `${lesson.title} (continued)` : lesson.title}
                  </Link>
                  <span className="shrink-0 text-xs text-muted">{lesson.minutes} min</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {done.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label={`Done on ${fmt(date, { weekday: "long" })}`}>
            {done.map((lesson) => (
              <li key={lesson.lessonId} className="flex items-center gap-2 text-sm text-success">
                <CheckCircle2 aria-hidden="true" size={15} />
                <span className="break-words">Done: {lesson.title}</span>
              </li>
            ))}
          </ul>
        )}
        {slots.length === 0 && done.length === 0 && (
          <span className="text-sm text-muted">{past ? "Nothing done" : "Nothing planned"}</span>
        )}
      </div>
    </li>
  );
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function MonthCalendar({ plan, byDate }: { plan: StudyPlan; byDate: Map<string, PlanDay> }) {
  const months = [...new Set(plan.days.map((day) => day.date.slice(0, 7)))];
  const [index, setIndex] = useState(() => Math.max(0, months.indexOf(plan.today.slice(0, 7))));
  const month = months[index] ?? plan.today.slice(0, 7);
  const first = `${month}-01`;
  const start = mondayOf(first);
  const cells: string[] = [];
  for (let date = start; date.slice(0, 7) <= month || cells.length % 7 !== 0; date = addDays(date, 1)) {
    cells.push(date);
  }
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = fmt(first, { month: "long", year: "numeric" });
  return (
    <Card className="flex flex-col gap-3" data-testid="plan-month">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold" id="plan-month-heading">
          {title}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            disabled={index >= months.length - 1}
            onClick={() => setIndex((i) => i + 1)}
          >
            <ChevronRight aria-hidden="true" size={18} />
          </Button>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse text-left" aria-labelledby="plan-month-heading">
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col" className="pb-1 text-center text-xs font-medium text-muted">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <CalendarCell
                  key={date}
                  date={date}
                  inMonth={date.startsWith(month)}
                  day={byDate.get(date)}
                  plan={plan}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-primary" aria-hidden="true" /> planned
        </span>
        <span className="inline-flex items-center gap-1">
          <CheckCircle2 aria-hidden="true" size={12} className="text-success" /> done
        </span>
        <span className="inline-flex items-center gap-1">
          <Flag aria-hidden="true" size={12} className="text-primary" /> finish
        </span>
        <span className="inline-flex items-center gap-1">
          <Target aria-hidden="true" size={12} className="text-warning" /> target
        </span>
      </p>
    </Card>
  );
}

function CalendarCell({
  date,
  inMonth,
  day,
  plan,
}: {
  date: string;
  inMonth: boolean;
  day: PlanDay | undefined;
  plan: StudyPlan;
}) {
  const planned = new Set(day?.slots.flatMap((slot) => slot.lessons.map((l) => l.lessonId)) ?? []).size;
  const done = day?.done.length ?? 0;
  const isFinish = date === plan.finishDate;
  const isTarget = date === plan.targetDate;
  const parts = [
    fmt(date, { weekday: "long", day: "numeric", month: "long" }),
    planned ? `${planned} lesson${planned === 1 ? "" : "s"} planned` : null,
    done ? `${done} done` : null,
    isFinish ? "finish date" : null,
    isTarget ? "target date" : null,
  ].filter(Boolean);
  return (
    <td
      className={cx(
        "h-16 border border-border p-1 align-top sm:h-20",
        !inMonth && "bg-surface-2/60 text-muted",
        date === plan.today && "outline-2 -outline-offset-2 outline-primary",
      )}
      aria-label={parts.join(", ")}
      data-testid={`plan-cell-${date}`}
    >
      <div className="flex items-start justify-between gap-0.5">
        <span className="text-xs font-medium">{Number(date.slice(8))}</span>
        <span className="flex gap-0.5">
          {isFinish && <Flag aria-hidden="true" size={12} className="text-primary" />}
          {isTarget && <Target aria-hidden="true" size={12} className="text-warning" />}
        </span>
      </div>
      <div className="mt-1 flex flex-col gap-0.5 text-[11px] leading-tight">
        {planned > 0 && (
          <span className="inline-flex items-center gap-1">
            <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            <span className="truncate">
              {planned}
              <span className="max-sm:hidden"> planned</span>
            </span>
          </span>
        )}
        {done > 0 && (
          <span className="inline-flex items-center gap-1 text-success">
            <CheckCircle2 aria-hidden="true" size={11} className="shrink-0" />
            <span className="truncate">
              {done}
              <span className="max-sm:hidden"> done</span>
            </span>
          </span>
        )}
      </div>
    </td>
  );
}
