import type { Goal } from "@brainy/contract";
import { parseGoalMetadata } from "@brainy/contract";
import { Target } from "lucide-react";
import { Link } from "react-router";
import { GoalImage } from "../../../components/goal-image.tsx";
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ProgressBar,
  Spinner,
} from "../../../components/ui/index.ts";
import { useActiveGoal } from "../api/get-active-goal.ts";

/** The Active Goal panel: the goal with its progress, or the 'Create a Goal' empty state. */
export function ActiveGoalCard() {
  const { data: goal, isPending, isError, error, refetch, isFetching } = useActiveGoal();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Active Goal</h2>
        {goal && (
          <Link
            to="/goals"
            className="rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Manage Goals
          </Link>
        )}
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your active goal" />
        </div>
      ) : isError ? (
        <div className="flex flex-col items-start gap-3 py-4">
          <p className="text-sm text-muted">We could not load your goal: {error.message}</p>
          <Button variant="outline" size="sm" loading={isFetching} onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : goal ? (
        <GoalSummary goal={goal} />
      ) : (
        <EmptyState
          icon={<Target size={22} />}
          title="No active goal yet"
          description="Describe what you want to learn and Brainy AI plans the courses, topics and lessons for you."
          action={<ButtonLink to="/goals">Create a Goal</ButtonLink>}
        />
      )}
    </Card>
  );
}

function GoalSummary({ goal }: { goal: Goal }) {
  const { completionPercentage, completedLessons, totalLessons } = goal.goalProgress;
  const level = parseGoalMetadata(goal.metadata).level;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <GoalImage
        src={goal.imageUrl}
        className="aspect-[16/10] w-full rounded-xl border border-border bg-surface-2 object-cover sm:w-44"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          {level && <Badge className="self-start">{level}</Badge>}
          <p className="font-semibold leading-snug text-text">{goal.title ?? goal.description}</p>
          {goal.title && <p className="line-clamp-2 text-sm text-muted">{goal.description}</p>}
        </div>
        <ProgressBar value={completionPercentage} label="Goal progress" showLabel />
        <p className="text-xs text-muted">
          {completedLessons} of {totalLessons} lessons completed
        </p>
        <ButtonLink to="/learning-plan" size="sm" className="self-start">
          Continue Learning
        </ButtonLink>
      </div>
    </div>
  );
}
