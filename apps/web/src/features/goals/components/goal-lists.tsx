import type { Goal } from "@brainy/contract";
import { CheckCircle2 } from "lucide-react";
import { GoalImage } from "../../../components/goal-image.tsx";
import { Badge, Button, ButtonLink, Card } from "../../../components/ui/index.ts";
import { resumeCoursePath } from "../../../lib/goals.ts";
import { formatHours, readGoalLevel } from "../lib/goal-view.ts";
import { DeleteGoalButton } from "./active-goal-card.tsx";

/** Other incomplete goals, each with 'Set as active', delete and its 'Knowledge Units'. */
export function OtherGoalsList({
  goals,
  pendingGoalId,
  onSetActive,
  onDelete,
}: {
  goals: Goal[];
  pendingGoalId: string | null;
  onSetActive: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {goals.map((goal) => (
        <li key={goal.id}>
          <Card className="flex h-full flex-col gap-4">
            <div className="flex items-start gap-3">
              <GoalImage src={goal.imageUrl} className="size-14 shrink-0 rounded-xl" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-semibold break-words">{goal.title || goal.description}</h3>
                <Badge variant="primary" className="self-start">
                  {readGoalLevel(goal.metadata)}
                </Badge>
              </div>
              <DeleteGoalButton goal={goal} onDelete={onDelete} />
            </div>
            {goal.courses.length > 0 && (
              <div className="flex flex-col gap-2">
                <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">Knowledge Units</h4>
                <ul className="flex flex-col gap-1.5 text-sm">
                  {goal.courses.map((course) => (
                    <li
                      key={course.id}
                      className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-1.5"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-medium">{course.tag}</span>
                        <span className="truncate text-xs text-muted">{course.title}</span>
                      </span>
                      <span className="shrink-0 text-muted">{formatHours(course.desiredDuration)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Button
              variant="secondary"
              className="mt-auto self-start"
              loading={pendingGoalId === goal.id}
              disabled={pendingGoalId !== null}
              onClick={() => onSetActive(goal)}
            >
              Set as active
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Completed goals: green badge, completion date, the spec's fixed average label and 'View Roadmap'. */
export function CompletedGoalsList({ goals }: { goals: Goal[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {goals.map((goal) => (
        <li key={goal.id}>
          <Card className="flex h-full flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" size={12} />
                Completed
              </Badge>
              {goal.completedAt && (
                <span className="text-xs text-muted">Completed on {formatDate(goal.completedAt)}</span>
              )}
            </div>
            <div className="flex items-center gap-3">
              <GoalImage src={goal.imageUrl} className="size-12 shrink-0 rounded-xl" />
              <div className="flex min-w-0 flex-col">
                <h3 className="font-semibold break-words">{goal.title || goal.description}</h3>
                <p className="text-sm text-muted">Avg Score: 85%</p>
              </div>
            </div>
            <ButtonLink
              to={resumeCoursePath(goal)}
              variant="outline"
              size="sm"
              className="mt-auto self-start"
            >
              View Roadmap
            </ButtonLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A date as "12 Mar 2025" in the reader's locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
