import type { Goal } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PUT /api/goals/{id}/set-active: makes the goal the learner's one active goal. */
export function setActiveGoal(goalId: string): Promise<unknown> {
  return api(`/goals/${encodeURIComponent(goalId)}/set-active`, { method: "PUT" });
}

/** Switches the active goal, then refreshes the list (and with it the active goal). */
export function useSetActiveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveGoal,
    onSuccess: (_data, goalId) => {
      queryClient.setQueryData<Goal[]>(queryKeys.goals.all, (goals) =>
        goals?.map((goal) => ({ ...goal, isActive: goal.id === goalId })),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.goals.all });
    },
  });
}
