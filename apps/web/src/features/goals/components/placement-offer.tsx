import { Compass } from "lucide-react";
import { Button } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { usePlacement, usePlacementActions } from "../api/placement.ts";

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : error
      ? "Something went wrong. Please try again."
      : null;

/**
 * The placement check's offer while the active goal has no lesson done (issue 38): a panel under the active
 * goal, not a dialog, so creating a goal ends as it always did (the modal closes, the goal is active)
 * and the learner chooses: 'Take the placement check' opens the questions, 'Skip' hides the offer for
 * good (on every device: the skip is the server's).
 */
export function PlacementOffer({ goalId, onStarted }: { goalId: string; onStarted: () => void }) {
  const placement = usePlacement(goalId).data;
  const actions = usePlacementActions(goalId);
  if (placement?.status !== "not_started") return null;
  const busy = actions.start.isPending || actions.skip.isPending;
  const error = errorText(actions.start.error ?? actions.skip.error);
  return (
    <section
      aria-labelledby="placement-offer-title"
      className="flex flex-col gap-4 rounded-2xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Compass aria-hidden="true" size={28} className="shrink-0 text-primary-strong" />
      <div className="min-w-0 flex-1">
        <h2 id="placement-offer-title" className="font-semibold">
          Take a short placement check?
        </h2>
        <p className="text-sm text-muted">
          Answer up to 10 questions and Brainy marks the lessons you likely know already. It is optional and
          ends early once Brainy is sure.
        </p>
        {error && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" onClick={() => actions.skip.mutate()} disabled={busy}>
          Skip
        </Button>
        <Button
          onClick={() => actions.start.mutate(undefined, { onSuccess: onStarted })}
          disabled={busy}
          loading={actions.start.isPending}
        >
          {actions.start.isPending ? "Writing your questions…" : "Take the placement check"}
        </Button>
      </div>
    </section>
  );
}
