import { useNavigate } from "react-router";
import { ButtonLink, Card } from "../../../components/ui/index.ts";
import { SimpleGoalActions, SimpleGoalFollowUp, SimpleGoalForm } from "../components/simple-goal-form.tsx";
import { useSimpleGoal } from "../hooks/use-simple-goal.ts";

const FORM_ID = "create-goal-form";

/** The create-goal screen (/goals/new): description and difficulty, then an optional quick assessment. */
export function Component() {
  const navigate = useNavigate();
  const flow = useSimpleGoal("Failed to create goal");
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">Create a new goal</h1>
        <p className="text-sm text-muted">
          Describe it in your own words; the AI plans the courses and roadmap.
        </p>
      </header>
      <Card className="flex flex-col gap-5">
        <SimpleGoalForm id={FORM_ID} flow={flow} />
        <div className="flex flex-wrap justify-end gap-3">
          <SimpleGoalActions
            formId={FORM_ID}
            flow={flow}
            cancel={
              <ButtonLink to="/roadmap" variant="secondary">
                Cancel
              </ButtonLink>
            }
          />
        </div>
      </Card>
      <SimpleGoalFollowUp flow={flow} onLeave={() => navigate("/roadmap")} />
    </div>
  );
}
