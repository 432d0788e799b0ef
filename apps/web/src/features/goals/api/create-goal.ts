import { type CreateGoalRequest, type Goal, GoalSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/goals (simple form): the server plans the courses from the description and level. */
export function createGoal(request: CreateGoalRequest): Promise<Goal> {
  return api("/goals", { method: "POST", body: request, schema: GoalSchema });
}

/** Creates a goal from the simple form and refreshes the goals list. */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
