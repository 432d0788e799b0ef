import type { Goal } from "@brainy/contract";
import { Plus, Zap } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { DemoAiNotice } from "../../../components/demo-ai-notice.tsx";
import { Button, PageError, PageLoading } from "../../../components/ui/index.ts";
import { useIsDemoAi } from "../../../lib/ai-provider.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useGoals } from "../../../lib/goals.ts";
import { useTier } from "../../../lib/tier.ts";
import { useDeleteGoal } from "../api/delete-goal.ts";
import { useSetActiveGoal } from "../api/set-active-goal.ts";
import { ActiveGoalCard } from "../components/active-goal-card.tsx";
import { ConfirmDeleteGoalDialog } from "../components/confirm-delete-goal-dialog.tsx";
import { GoalLimitDialog, type GoalLimitVariant } from "../components/goal-limit-dialog.tsx";
import { CompletedGoalsList, OtherGoalsList } from "../components/goal-lists.tsx";
import { NewGoalDialog } from "../components/new-goal-dialog.tsx";
import { PlacementDialog } from "../components/placement-dialog.tsx";
import { PlacementOffer } from "../components/placement-offer.tsx";
import { SimpleGoalDialog } from "../components/simple-goal-dialog.tsx";
import { WelcomePanel } from "../components/welcome-panel.tsx";
import { useGoalDialogRequests } from "../hooks/use-goal-dialog-requests.ts";
import { getGoalLimitVariant, partitionGoals, readGoalProgress } from "../lib/goal-view.ts";

const SUCCESS_MESSAGE_MS = 3_000;

/** The Roadmap page (/goals and /roadmap): the active goal, other goals and completed goals. */
export function Component() {
  const goalsQuery = useGoals();
  const { isPro } = useTier();
  const isDemoAi = useIsDemoAi();
  const setActive = useSetActiveGoal();
  const deleteGoal = useDeleteGoal();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [quickOpen, setQuickOpen] = useState(false);
  const [limit, setLimit] = useState<GoalLimitVariant | null>(null);
  const [goalToDelete, setGoalToDelete] = useState<Goal | null>(null);
  const [showSuccess, setShowSuccess] = useState(false);
  const [activeError, setActiveError] = useState<string | null>(null);
  // The goal whose placement check is open (issue 38): started from the offer or resumed.
  const [placementGoalId, setPlacementGoalId] = useState<string | null>(null);
  const goals = goalsQuery.data ?? [];

  /** Opens a goal dialog, or the Goal Limit modal when no further goal may start. */
  const requestDialog = useCallback(
    (open: (value: boolean) => void) => {
      const variant = getGoalLimitVariant(goalsQuery.data ?? [], isPro);
      if (variant) setLimit(variant);
      else open(true);
    },
    [goalsQuery.data, isPro],
  );
  const requestNewGoal = useCallback(() => requestDialog(setDialogOpen), [requestDialog]);
  const requestQuickGoal = () => requestDialog(setQuickOpen);
  useGoalDialogRequests(goalsQuery.isSuccess, requestNewGoal);

  useEffect(() => {
    if (!showSuccess) return;
    const timer = setTimeout(() => setShowSuccess(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [showSuccess]);

  const switchActiveGoal = (goal: Goal) => {
    setActiveError(null);
    setShowSuccess(false);
    setActive.mutate(goal.id, {
      onSuccess: () => setShowSuccess(true),
      onError: (error) =>
        setActiveError(
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
            ? error.message
            : "Failed to update active goal",
        ),
    });
  };

  if (goalsQuery.isPending) {
    return <PageLoading label="Loading your goals…" />;
  }
  if (goalsQuery.isError) {
    return (
      <PageError
        className="mx-auto max-w-5xl"
        message="Could not load goals."
        onRetry={() => void goalsQuery.refetch()}
      />
    );
  }

  const { active, others, completed } = partitionGoals(goals);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">Roadmap</h1>
          <p className="text-sm text-muted">Your learning goals, their courses and your progress.</p>
        </div>
        {goals.length > 0 && (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={requestQuickGoal}>
              <Zap aria-hidden="true" size={18} />
              Quick Goal
            </Button>
            <Button onClick={requestNewGoal}>
              <Plus aria-hidden="true" size={18} />
              Add New Goal
            </Button>
          </div>
        )}
      </header>

      <div aria-live="polite" className="empty:hidden">
        {showSuccess && (
          <p className="rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium text-success">
            Active goal updated successfully!
          </p>
        )}
      </div>
      {activeError && (
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {activeError}
        </p>
      )}

      {goals.length === 0 && <WelcomePanel onAddGoal={requestNewGoal} onQuickGoal={requestQuickGoal} />}
      {goals.length > 0 && isDemoAi && <DemoAiNotice />}
      {active && (
        <GoalSection title="Active Goal">
          <ActiveGoalCard goal={active} onDelete={setGoalToDelete} onResumePlacement={setPlacementGoalId} />
          {readGoalProgress(active).completed === 0 && (
            <PlacementOffer goalId={active.id} onStarted={() => setPlacementGoalId(active.id)} />
          )}
        </GoalSection>
      )}
      {others.length > 0 && (
        <GoalSection title="Your Goals">
          <OtherGoalsList
            goals={others}
            pendingGoalId={setActive.isPending ? (setActive.variables ?? null) : null}
            onSetActive={switchActiveGoal}
            onDelete={setGoalToDelete}
          />
        </GoalSection>
      )}
      {completed.length > 0 && (
        <GoalSection title="Completed Goals">
          <CompletedGoalsList goals={completed} />
        </GoalSection>
      )}

      <NewGoalDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onCreated={() => {
          setActiveError(null);
        }}
        onGoalLimit={setLimit}
        isDemoAi={isDemoAi}
      />
      {placementGoalId && (
        <PlacementDialog goalId={placementGoalId} onClose={() => setPlacementGoalId(null)} />
      )}
      <SimpleGoalDialog open={quickOpen} onClose={() => setQuickOpen(false)} />
      <GoalLimitDialog variant={limit} onClose={() => setLimit(null)} />
      <ConfirmDeleteGoalDialog
        goal={goalToDelete}
        onCancel={() => setGoalToDelete(null)}
        onConfirm={(goal) => {
          setGoalToDelete(null);
          deleteGoal.mutate(goal.id);
        }}
      />
    </div>
  );
}

function GoalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
