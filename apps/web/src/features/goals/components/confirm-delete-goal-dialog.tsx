import type { Goal } from "@brainy/contract";
import { Button, Dialog } from "../../../components/ui/index.ts";

/** 'Confirm Deletion' for a goal, listing everything that goes with it. */
export function ConfirmDeleteGoalDialog({
  goal,
  onCancel,
  onConfirm,
}: {
  goal: Goal | null;
  onCancel: () => void;
  onConfirm: (goal: Goal) => void;
}) {
  const courseCount = goal?.courses.length ?? 0;
  return (
    <Dialog
      open={goal !== null}
      onOpenChange={(next) => !next && onCancel()}
      title="Confirm Deletion"
      description="This cannot be undone. The following will be removed:"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => goal && onConfirm(goal)}>
            Delete Permanently
          </Button>
        </>
      }
    >
      {goal && (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-text marker:text-danger">
          <li>
            The goal <strong className="font-semibold">“{goal.title || goal.description}”</strong>
          </li>
          <li>{courseCount === 1 ? "1 course" : `${courseCount} courses`} with their roadmap sections</li>
          <li>All lessons of this goal and your progress and scores in them</li>
          <li>The learning plans made for this goal</li>
        </ul>
      )}
    </Dialog>
  );
}
