import { type Goal, GoalSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/goals/{id}: one goal with its courses. */
export function getGoal(goalId: string): Promise<Goal> {
  return api(`/goals/${encodeURIComponent(goalId)}`, { schema: GoalSchema });
}

export function useGoal(goalId: string) {
  return useQuery({ queryKey: queryKeys.goals.detail(goalId), queryFn: () => getGoal(goalId) });
}
