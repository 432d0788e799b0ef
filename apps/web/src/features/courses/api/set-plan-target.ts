import { type StudyPlan, StudyPlanSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { browserTimeZone } from "../../../lib/study-plan.ts";

/** PUT /api/goals/{id}/plan/target: sets (YYYY-MM-DD) or clears (null) the goal's target date. */
export function setPlanTarget(input: { goalId: string; targetDate: string | null }): Promise<StudyPlan> {
  const tz = encodeURIComponent(browserTimeZone());
  return api(`/goals/${input.goalId}/plan/target?tz=${tz}`, {
    method: "PUT",
    body: { targetDate: input.targetDate },
    schema: StudyPlanSchema,
  });
}

/** The answer is the plan again: it replaces the cached one. */
export function useSetPlanTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanTarget,
    onSuccess: (plan) => queryClient.setQueryData(queryKeys.studyPlan.goal(plan.goalId), plan),
  });
}
