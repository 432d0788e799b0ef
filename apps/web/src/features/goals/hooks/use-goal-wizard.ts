import type { Goal, GoalCreationProgress } from "@brainy/contract";
import { useCallback, useReducer, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { useCreateGoalWithPlan } from "../api/create-goal-with-plan.ts";
import { planGoal } from "../api/plan-goal.ts";
import { goalLimitVariantOf } from "../lib/goal-limit-error.ts";
import {
  type Clarification,
  initialWizardState,
  selectedCourses,
  validateWizardStep,
  wizardReducer,
} from "../lib/goal-wizard.ts";

type WizardCallbacks = {
  /** The goal was created (the modal closes). */
  onCreated: (goal: Goal) => void;
  /** Planning answered 402: the modal closes (the api client already raised the pro-required event). The wizard resets itself first. */
  onPlanningUpgradeRequired: () => void;
  /** Creating hit the goal limit (402 Free, 409 Pro): the wizard resets itself first. */
  onGoalLimit: (variant: "free-limit" | "pro-maximum") => void;
};

/** The new-goal modal's state and its two async steps: asking the planner and creating the goal. */
export function useGoalWizard(callbacks: WizardCallbacks) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const createGoal = useCreateGoalWithPlan();
  // Each course's roadmap as the AI writes it while the goal is being created, by course index.
  const [roadmaps, setRoadmaps] = useState<GoalCreationProgress[]>([]);
  // Each planning request gets a number; answers of superseded requests (or after reset) are dropped.
  const requestId = useRef(0);

  const plan = useCallback(
    async (description: string, clarifications: Clarification[], sourceIds: string[]) => {
      const id = ++requestId.current;
      dispatch({ type: "plan-started" });
      try {
        const outcome = await planGoal(
          { goal: description.trim(), clarifications, sourceIds },
          {
            onCourse: ({ index, course }) => {
              if (id === requestId.current) dispatch({ type: "plan-course", index, course });
            },
          },
        );
        if (id === requestId.current) dispatch({ type: "plan-finished", outcome });
      } catch (error) {
        if (id !== requestId.current) return;
        if (error instanceof ApiError && error.status === 402) {
          dispatch({ type: "reset" });
          callbacks.onPlanningUpgradeRequired();
          return;
        }
        // Spec: a planning fetch error silently falls back to course selection.
        dispatch({ type: "plan-finished", outcome: { failed: true } });
      }
    },
    [callbacks],
  );

  /** Next on the describe or clarify step: validates, then asks the planner. */
  const next = useCallback(() => {
    const error = validateWizardStep(state);
    if (error) return dispatch({ type: "failed", error });
    if (state.step === "describe") return void plan(state.description, [], state.sourceIds);
    if (state.step === "clarify" && state.question) {
      const clarifications = [
        ...state.clarifications,
        { question: state.question, answer: state.answer.trim() },
      ];
      dispatch({ type: "answer-submitted" });
      void plan(state.description, clarifications, state.sourceIds);
    }
  }, [state, plan]);

  /** Back: to the description when nothing was answered, else drop the last answer and re-plan. */
  const back = useCallback(() => {
    requestId.current += 1;
    dispatch({ type: "back" });
    if (state.clarifications.length > 0)
      void plan(state.description, state.clarifications.slice(0, -1), state.sourceIds);
  }, [state, plan]);

  const submit = useCallback(async () => {
    const error = validateWizardStep(state);
    if (error) return dispatch({ type: "failed", error });
    dispatch({ type: "submit-started" });
    setRoadmaps([]);
    try {
      const goal = await createGoal.mutateAsync({
        request: {
          description: state.description.trim() || state.goalTitle,
          clarifications: state.clarifications,
          courses: selectedCourses(state),
          sourceIds: state.sourceIds,
        },
        onProgress: (progress) =>
          setRoadmaps((list) => {
            const next = [...list];
            next[progress.courseIndex] = progress;
            return next;
          }),
      });
      dispatch({ type: "reset" });
      callbacks.onCreated(goal);
    } catch (failure) {
      const limit = goalLimitVariantOf(failure);
      if (limit) {
        dispatch({ type: "reset" });
        callbacks.onGoalLimit(limit);
        return;
      }
      const serverText = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      dispatch({ type: "failed", error: serverText ? failure.message : "Failed to create goal" });
    }
  }, [state, createGoal, callbacks]);

  const reset = useCallback(() => {
    requestId.current += 1;
    dispatch({ type: "reset" });
  }, []);

  return { state, dispatch, next, back, submit, reset, roadmaps };
}
