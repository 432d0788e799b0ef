import { DeleteGoalResponseSchema, type Goal } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/goals/{id}: removes the goal with its courses, sections, lessons and plans. */
export function deleteGoal(goalId: string) {
  return api(`/goals/${encodeURIComponent(goalId)}`, { method: "DELETE", schema: DeleteGoalResponseSchema });
}

/**
 * Deletes optimistically: the goal leaves the list at once (clearing the active goal with it);
 * a server failure is only logged, as the spec asks, and the list is re-read either way.
 */
export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onMutate: async (goalId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.goals.all });
      queryClient.setQueryData<Goal[]>(queryKeys.goals.all, (goals) =>
        goals?.filter((goal) => goal.id !== goalId),
      );
    },
    onError: (error, goalId) => {
      console.error(`Deleting goal ${goalId} failed`, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
