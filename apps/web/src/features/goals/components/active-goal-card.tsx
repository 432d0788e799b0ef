import type { Goal } from "@brainy/contract";
import { ClipboardCheck, Compass, ListChecks, PlayCircle, Trash2 } from "lucide-react";
import { GoalImage } from "../../../components/goal-image.tsx";
import { Badge, Button, ButtonLink, Card, ProgressBar } from "../../../components/ui/index.ts";
import { resumeCoursePath } from "../../../lib/goals.ts";
import { usePlacement } from "../api/placement.ts";
import { readGoalLevel, readGoalProgress } from "../lib/goal-view.ts";
import { GoalMaterialButton } from "./goal-material-dialog.tsx";

/**
 * The Active Goal card: cover, description, level, progress, 'Resume course', the goal assessment,
 * a practice exam of the whole goal and, while the goal's placement check is under way (on this device or another), 'Resume placement check'.
 */
export function ActiveGoalCard({
  goal,
  onDelete,
  onResumePlacement,
}: {
  goal: Goal;
  onDelete: (goal: Goal) => void;
  onResumePlacement: (goalId: string) => void;
}) {
  const progress = readGoalProgress(goal);
  const placement = usePlacement(goal.id).data;
  return (
    <Card aria-labelledby="active-goal-title">
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:gap-6">
        <GoalImage src={goal.imageUrl} className="aspect-video w-full rounded-xl md:w-72 md:shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-2">
              <Badge variant="primary" className="self-start">
                {readGoalLevel(goal.metadata)}
              </Badge>
              <h3 id="active-goal-title" className="text-xl font-semibold break-words">
                {goal.title || goal.description}
              </h3>
              {goal.title && goal.title !== goal.description && (
                <p className="text-sm break-words text-muted">{goal.description}</p>
              )}
            </div>
            <DeleteGoalButton goal={goal} onDelete={onDelete} />
          </div>
          <div className="flex flex-col gap-2">
            <ProgressBar value={progress.percent} label="Goal progress" />
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-semibold">{progress.percent}% complete</span>
              <span className="text-muted">
                {progress.completed} of {progress.total} lessons completed
              </span>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={resumeCoursePath(goal)}>
              <PlayCircle aria-hidden="true" size={18} />
              Resume course
            </ButtonLink>
            <ButtonLink to={`/goals/${encodeURIComponent(goal.id)}/assessment`} variant="secondary">
              <ClipboardCheck aria-hidden="true" size={18} />
              Check your knowledge
            </ButtonLink>
            <ButtonLink to={`/practice-exams/new?goalId=${encodeURIComponent(goal.id)}`} variant="secondary">
              <ListChecks aria-hidden="true" size={18} />
              Practice exam
            </ButtonLink>
            {placement?.status === "in_progress" && (
              <Button variant="secondary" onClick={() => onResumePlacement(goal.id)}>
                <Compass aria-hidden="true" size={18} />
                Resume placement check
              </Button>
            )}
            <GoalMaterialButton goal={goal} />
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The trash icon button that asks to delete a goal. */
export function DeleteGoalButton({ goal, onDelete }: { goal: Goal; onDelete: (goal: Goal) => void }) {
  return (
    <button
      type="button"
      onClick={() => onDelete(goal)}
      aria-label={`Delete goal: ${goal.title || goal.description}`}
      title="Delete goal"
      className="shrink-0 rounded-lg p-2 text-muted transition-colors hover:bg-danger/10 hover:text-danger focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Trash2 aria-hidden="true" size={18} />
    </button>
  );
}
