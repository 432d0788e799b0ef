import type { Goal, SimpleAssessment } from "@brainy/contract";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useGoals } from "../../../lib/goals.ts";
import { useTier } from "../../../lib/tier.ts";
import { useCreateGoal } from "../api/create-goal.ts";
import { useCreateKnowledgeAssessment } from "../api/create-knowledge-assessment.ts";
import type { GoalLimitVariant } from "../components/goal-limit-dialog.tsx";
import { goalLimitVariantOf } from "../lib/goal-limit-error.ts";
import { type GoalLevel, getGoalLimitVariant, writeGoalMetadata } from "../lib/goal-view.ts";

/** Spec: /dashboard after the assessment; this app's dashboard lives at /home. */
export const AFTER_ASSESSMENT_PATH = "/home";
const ASSESSMENT_REDIRECT_MS = 2_000;

/** The empty-description message. */
export const DESCRIPTION_REQUIRED = "Please enter a goal description.";

/**
 * The simple goal form's flow, shared by the create-goal screen and the simple goal dialog:
 * description and difficulty, create, then the optional quick assessment and its redirect.
 * `failureText` is the message when creating fails (the spec words the screen and dialog differently).
 */
export function useSimpleGoal(failureText: string) {
  const navigate = useNavigate();
  const { isPro } = useTier();
  const goals = useGoals();
  const createGoal = useCreateGoal();
  const createAssessment = useCreateKnowledgeAssessment();
  const [description, setDescriptionText] = useState("");
  const [level, setLevel] = useState<GoalLevel>("Beginner");
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<GoalLimitVariant | null>(null);
  const [created, setCreated] = useState<Goal | null>(null);
  const [offerError, setOfferError] = useState<string | null>(null);
  const [assessment, setAssessment] = useState<SimpleAssessment | null>(null);
  const [completed, setCompleted] = useState(false);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate(AFTER_ASSESSMENT_PATH), ASSESSMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate]);

  const setDescription = (text: string) => {
    setDescriptionText(text);
    setError(null);
  };

  /** Validates, checks the goal limit, then creates the goal (the server plans its courses). */
  const submit = () => {
    const text = description.trim();
    if (!text) return setError(DESCRIPTION_REQUIRED);
    const variant = getGoalLimitVariant(goals.data ?? [], isPro);
    if (variant) return setLimit(variant);
    setError(null);
    createGoal.mutate(
      { description: text, metadata: writeGoalMetadata(level) },
      {
        onSuccess: setCreated,
        onError: (failure) => {
          const limitVariant = goalLimitVariantOf(failure);
          if (limitVariant) setLimit(limitVariant);
          else setError(failureText);
        },
      },
    );
  };

  /** 'Take Assessment': writes the quick questions for the new goal at the chosen level. */
  const takeAssessment = () => {
    if (!created) return;
    setOfferError(null);
    createAssessment.mutate(
      { goalId: created.id, level },
      {
        onSuccess: setAssessment,
        onError: (failure) => {
          // A 402 already opened the Free Plan Limit modal (api client); anything else is shown here.
          if (!(failure instanceof ApiError && failure.status === 402)) {
            setOfferError("Failed to generate assessment. Please try again.");
          }
        },
      },
    );
  };

  const markCompleted = useCallback(() => setCompleted(true), []);

  /** Clears the form and the follow-up overlays (the dialog reopens empty). */
  const reset = useCallback(() => {
    setDescriptionText("");
    setLevel("Beginner");
    setError(null);
    setLimit(null);
    setCreated(null);
    setOfferError(null);
    setAssessment(null);
    setCompleted(false);
  }, []);

  return {
    description,
    setDescription,
    level,
    setLevel,
    error,
    pending: createGoal.isPending,
    submit,
    limit,
    closeLimit: () => setLimit(null),
    created,
    generating: createAssessment.isPending,
    offerError,
    takeAssessment,
    assessment,
    completed,
    markCompleted,
    reset,
  };
}

/** What useSimpleGoal returns (the form and follow-up components read it). */
export type SimpleGoalFlow = ReturnType<typeof useSimpleGoal>;
