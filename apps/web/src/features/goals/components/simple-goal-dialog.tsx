import { Button, Dialog } from "../../../components/ui/index.ts";
import { useSimpleGoal } from "../hooks/use-simple-goal.ts";
import { SimpleGoalActions, SimpleGoalFollowUp, SimpleGoalForm } from "./simple-goal-form.tsx";

const FORM_ID = "simple-goal-form";

/**
 * The simple goal dialog: description and difficulty in one step; the
 * server plans the courses. Afterwards the quick assessment is offered over the goals page.
 */
export function SimpleGoalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const flow = useSimpleGoal("Failed to create goal. Please try again.");
  const close = () => {
    flow.reset();
    onClose();
  };
  return (
    <>
      <Dialog
        open={open && !flow.created && !flow.limit}
        onOpenChange={(next) => !next && !flow.pending && close()}
        title="Quick Goal"
        description="Tell us what you want to learn; the AI plans the courses for you."
        size="md"
        footer={
          <SimpleGoalActions
            formId={FORM_ID}
            flow={flow}
            cancel={
              <Button variant="secondary" onClick={close} disabled={flow.pending}>
                Cancel
              </Button>
            }
          />
        }
      >
        <SimpleGoalForm id={FORM_ID} flow={flow} />
      </Dialog>
      {open && <SimpleGoalFollowUp flow={flow} onLeave={close} onLimitClose={close} />}
    </>
  );
}
