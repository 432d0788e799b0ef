import { type Goal, GoalListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const goalsQueryKey = ["goals"] as const;

/** GET /api/goals: every goal of the learner with its courses and progress. */
export function getGoals(): Promise<Goal[]> {
  return api("/goals", { schema: GoalListSchema });
}

/**
 * The learner's goals, refetched on mount once they are 2 s old, so progress is current after
 * studying while a page that mounts twice on first load (the signed-in layout settling) fetches once.
 */
export function useGoals() {
  return useQuery({ queryKey: goalsQueryKey, queryFn: getGoals, staleTime: 2_000, refetchOnMount: true });
}
