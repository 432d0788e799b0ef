import type { Goal, SimpleAssessment } from "@brainy/contract";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink, Card, Select, Textarea } from "../../../components/ui/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useTier } from "../../../lib/tier.ts";
import { useCreateGoal } from "../api/create-goal.ts";
import { createKnowledgeAssessment } from "../api/create-knowledge-assessment.ts";
import { useIsDemoAi } from "../api/get-ai-provider.ts";
import { useGoals } from "../api/get-goals.ts";
import { AssessmentOfferDialog } from "../components/assessment-offer-dialog.tsx";
import { GoalLimitDialog, type GoalLimitVariant } from "../components/goal-limit-dialog.tsx";
import { OverlayAssessment } from "../components/overlay-assessment.tsx";
import { goalLimitVariantOf } from "../lib/goal-limit-error.ts";
import { GOAL_LEVELS, type GoalLevel, getGoalLimitVariant, writeGoalMetadata } from "../lib/goal-view.ts";

/** Spec: /dashboard after the assessment; this app's dashboard lives at /home. */
const AFTER_ASSESSMENT_PATH = "/home";
const ASSESSMENT_REDIRECT_MS = 2_000;

/** The create-goal screen (/goals/new): description and difficulty, then an optional quick assessment. */
export function Component() {
  const navigate = useNavigate();
  const { isPro } = useTier();
  const goals = useGoals();
  const createGoal = useCreateGoal();
  const isDemoAi = useIsDemoAi();
  const [description, setDescription] = useState("");
  const [level, setLevel] = useState<GoalLevel>("Beginner");
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<GoalLimitVariant | null>(null);
  const [created, setCreated] = useState<Goal | null>(null);
  const [generating, setGenerating] = useState(false);
  const [offerError, setOfferError] = useState<string | null>(null);
  const [assessment, setAssessment] = useState<SimpleAssessment | null>(null);
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate(AFTER_ASSESSMENT_PATH), ASSESSMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return setError("Please enter a goal description.");
    const variant = getGoalLimitVariant(goals.data ?? [], isPro);
    if (variant) return setLimit(variant);
    setError(null);
    createGoal.mutate(
      { description: description.trim(), metadata: writeGoalMetadata(level) },
      {
        onSuccess: setCreated,
        onError: (failure) => {
          const limitVariant = goalLimitVariantOf(failure);
          if (limitVariant) setLimit(limitVariant);
          else setError("Failed to create goal");
        },
      },
    );
  };

  const takeAssessment = async () => {
    if (!created) return;
    setGenerating(true);
    setOfferError(null);
    try {
      setAssessment(await createKnowledgeAssessment({ goalId: created.id, level }));
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 402)) {
        setOfferError("Failed to generate assessment. Please try again.");
      }
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">Create a new goal</h1>
        <p className="text-sm text-muted">
          Describe it in your own words; the AI plans the courses and roadmap.
        </p>
      </header>
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <Textarea
            label="What do you want to learn?"
            placeholder="e.g. Build web apps with React"
            rows={5}
            maxLength={2000}
            value={description}
            error={error ?? undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              setError(null);
            }}
            autoFocus
          />
          <Select
            label="Your desired course difficulty"
            value={level}
            onChange={(event) => setLevel(event.target.value as GoalLevel)}
            options={GOAL_LEVELS.map((value) => ({ value, label: value }))}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <ButtonLink to="/roadmap" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={!description.trim()} loading={createGoal.isPending}>
              {createGoal.isPending ? "Creating goal…" : "Create Goal"}
            </Button>
          </div>
        </form>
      </Card>

      {created && !assessment && (
        <AssessmentOfferDialog
          busy={generating}
          error={offerError}
          onSkip={() => navigate("/roadmap")}
          onTake={() => void takeAssessment()}
        />
      )}
      {assessment && (
        <OverlayAssessment
          assessment={assessment}
          isDemoAi={isDemoAi}
          onComplete={() => setCompleted(true)}
          onCancel={() => navigate(completed ? AFTER_ASSESSMENT_PATH : "/roadmap")}
        />
      )}
      <GoalLimitDialog variant={limit} onClose={() => setLimit(null)} />
    </div>
  );
}
