import { Zap } from "lucide-react";
import { ButtonLink, Card } from "../../../components/ui/index.ts";

/** 'Study now' on /home (issue 38): one decision, today's session built from the plan and what you know. */
export function StudyNowCard() {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold">Today's session</h2>
        <p className="text-sm text-muted">
          Due reviews, a gap to fix, your next lesson and a little practice, in one go. Skip any step.
        </p>
      </div>
      <ButtonLink to="/study" size="lg" data-testid="home-study-now">
        <Zap aria-hidden="true" size={18} /> Study now
      </ButtonLink>
    </Card>
  );
}
