import { ErrorReasons } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { ButtonLink, Card, PageError, PageLoading } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { rememberSession, startStudySession } from "../api/study-session.ts";

/**
 * /study: 'Study now'. Builds today's session for the active goal (or resumes today's unfinished
 * one, from any device) and opens it at /study/:id.
 */
export function Component() {
  const navigate = useNavigate();
  const asked = useRef(false);
  const start = useMutation({
    mutationFn: startStudySession,
    onSuccess: (session) => {
      rememberSession(session);
      void navigate(`/study/${session.id}`, { replace: true });
    },
  });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate();
  }, [start]);

  const error = start.error;
  if (!error) return <PageLoading label="Building today's session…" />;
  if (error instanceof ApiError && error.details?.reason === ErrorReasons.noActiveGoal)
    return (
      <Card className="mx-auto flex max-w-xl flex-col items-start gap-3">
        <h1 className="text-xl font-semibold">Study now</h1>
        <p className="text-sm text-muted">
          Set a learning goal first: Study now builds each day's session from its plan.
        </p>
        <ButtonLink to="/goals/new">Set a goal</ButtonLink>
      </Card>
    );
  if (!(error instanceof ApiError))
    return (
      <Card className="mx-auto flex max-w-xl flex-col items-start gap-3" role="alert">
        <h1 className="text-xl font-semibold">Study now needs a connection</h1>
        <p className="text-sm text-muted">
          Your reviews still work offline: they are synced when you are back.
        </p>
        <ButtonLink to="/review">Review cards</ButtonLink>
      </Card>
    );
  return <PageError message={error.message} onRetry={() => start.mutate()} />;
}
