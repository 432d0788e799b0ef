import { type CreateGoalWithPlanRequest, type Goal, GoalSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/goals/with-plan: creates the goal (made active) with the chosen courses and their roadmaps. */
export function createGoalWithPlan(request: CreateGoalWithPlanRequest): Promise<Goal> {
  return api("/goals/with-plan", { method: "POST", body: request, schema: GoalSchema });
}

/** Creates a planned goal and refreshes the goals list. */
export function useCreateGoalWithPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoalWithPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
