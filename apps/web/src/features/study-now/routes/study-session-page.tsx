import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { ButtonLink, Card, PageError, PageLoading, ProgressBar } from "../../../components/ui/index.ts";
import { useSettleStudyStep, useStudySession } from "../api/study-session.ts";
import { CurrentStep } from "../components/current-step.tsx";
import { StepList } from "../components/step-list.tsx";

/**
 * /study/:sessionId: today's 'Study now' session (issue 38). Read again on every visit, so work done
 * in the review, lesson or practice screens (here or on another device) moves the session on: a
 * current step the server sees done is completed at once.
 */
export function Component() {
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const session = useStudySession(sessionId);
  const settle = useSettleStudyStep();
  const autoCompleted = useRef<string | null>(null);
  const data = session.data;
  const current = data?.current === null || !data ? undefined : data.steps[data.current];

  useEffect(() => {
    if (!data || !current || current.kind === "summary" || !current.workDone) return;
    const key = `${data.id}:${current.index}`;
    if (autoCompleted.current === key) return;
    autoCompleted.current = key;
    settle.mutate({ id: data.id, index: current.index, action: "complete" });
  }, [data, current, settle]);

  if (session.isPending) return <PageLoading label="Loading your session…" />;
  if (session.error || !data)
    return (
      <PageError
        message={session.error?.message ?? "This session could not be read."}
        onRetry={() => session.refetch()}
      />
    );
  const settled = data.steps.filter((s) => s.state !== "pending").length;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold tracking-tight mobile:text-3xl">Study now</h1>
        <ProgressBar
          value={(settled / data.steps.length) * 100}
          label={`${settled} of ${data.steps.length} steps settled`}
          showLabel
        />
      </header>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] md:items-start">
        {current ? (
          <CurrentStep session={data} step={current} />
        ) : (
          <Card className="flex flex-col items-start gap-3" data-testid="study-finished">
            <h2 className="text-lg font-semibold">That's today done</h2>
            <p className="text-sm text-muted">
              Your session is finished. Come back tomorrow for the next one.
            </p>
            <ButtonLink to="/home" variant="secondary">
              Back to Home
            </ButtonLink>
          </Card>
        )}
        <Card>
          <StepList session={data} />
        </Card>
      </div>
    </div>
  );
}
