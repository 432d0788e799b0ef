import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { useStudyPlan } from "../../../lib/study-plan.ts";
import { useActiveGoal } from "../api/get-active-goal.ts";

/** Continue Learning's part from the study plan: today's planned lessons, with a link to the plan. */
export function TodayPlan() {
  const goal = useActiveGoal();
  const plan = useStudyPlan(goal.data?.id);
  if (!goal.data || !plan.data) return null;
  const today = plan.data.days.find((day) => day.date === plan.data.today);
  const slots = today?.slots ?? [];
  const lessons = slots.flatMap((slot) => slot.lessons);
  const reviewMinutes = slots.reduce((sum, slot) => sum + slot.reviewMinutes, 0);
  return (
    <section aria-labelledby="today-plan-heading" className="flex flex-col gap-2 border-t border-border pt-3">
      <h3 id="today-plan-heading" className="flex items-center gap-2 text-sm font-semibold">
        <CalendarDays aria-hidden="true" size={16} className="text-primary" /> Today's plan
      </h3>
      {lessons.length > 0 || reviewMinutes > 0 ? (
        <ul className="flex flex-col gap-1" data-testid="today-plan">
          {reviewMinutes > 0 && (
            <li className="text-sm">
              <Link to="/review" className="underline-offset-2 hover:underline">
                Review cards
              </Link>{" "}
              <span className="text-xs text-muted">{reviewMinutes} min</span>
            </li>
          )}
          {lessons.map((lesson, index) => (
            <li key={`${lesson.lessonId}-${index}`} className="flex items-baseline gap-2 text-sm">
              <Link
                to={`/lessons/${lesson.lessonId}`}
                className="min-w-0 break-words underline-offset-2 hover:underline"
              >
                {lesson.continued ? `${lesson.title} (continued)` : lesson.title}
              </Link>
              <span className="shrink-0 text-xs text-muted">{lesson.minutes} min</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {plan.data.status === "planned" ? "Nothing planned for today." : plan.data.message}
        </p>
      )}
      <Link
        to="/learning-plan?view=plan"
        className="self-start text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        See your plan
      </Link>
    </section>
  );
}
