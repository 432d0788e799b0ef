import type { StudySession, StudyStep } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Button, ButtonLink, Card, FormAlert } from "../../../components/ui/index.ts";
import { useTier } from "../../../lib/tier.ts";
import { startTestOut, useSettleStudyStep, useStudySummary } from "../api/study-session.ts";
import { SessionSummary } from "./session-summary.tsx";
import { stepHint, stepLink, stepProgress, stepTitle } from "./step-details.ts";

/** The step to do now: what it asks, the way into the screen that does it, and Skip. */
export function CurrentStep({ session, step }: { session: StudySession; step: StudyStep }) {
  const { isPro } = useTier();
  const navigate = useNavigate();
  const settle = useSettleStudyStep();
  const isSummary = step.kind === "summary";
  const summary = useStudySummary(session.id, isSummary);
  const testOut = useMutation({
    mutationFn: () => startTestOut(step.lessonId ?? ""),
    onSuccess: () => navigate(`/lessons/${step.lessonId}/assessment?testOut=1`),
  });
  const link = stepLink(step, session);
  const progress = stepProgress(step);
  const act = (action: "skip" | "complete") => settle.mutate({ id: session.id, index: step.index, action });
  const error = settle.error ?? testOut.error;
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="current-step-title" data-testid="current-step">
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          Step {step.index + 1} of {session.steps.length}
        </p>
        <h2 id="current-step-title" className="text-lg font-semibold break-words">
          {stepTitle(step)}
        </h2>
        {!isSummary && <p className="text-sm text-muted">{stepHint(step, isPro)}</p>}
        {progress && (
          <p className="text-sm font-medium" data-testid="step-progress">
            {progress}
          </p>
        )}
      </div>
      {isSummary && <SessionSummary summary={summary.data} />}
      <div className="flex flex-wrap gap-2">
        {isSummary ? (
          <Button onClick={() => act("complete")} disabled={settle.isPending}>
            Finish
          </Button>
        ) : step.workDone ? (
          <Button onClick={() => act("complete")} disabled={settle.isPending}>
            Continue
          </Button>
        ) : link ? (
          <ButtonLink to={link.to}>{link.label}</ButtonLink>
        ) : step.kind === "lesson" && step.mode === "test-out" ? (
          <Button onClick={() => testOut.mutate()} disabled={testOut.isPending}>
            Test out
          </Button>
        ) : null}
        {!isSummary && (
          <Button variant="outline" onClick={() => act("skip")} disabled={settle.isPending}>
            Skip this step
          </Button>
        )}
      </div>
      {error && <FormAlert>{error.message}</FormAlert>}
    </Card>
  );
}
