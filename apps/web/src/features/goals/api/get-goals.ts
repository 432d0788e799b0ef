import { type Goal, GoalListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const goalsQueryKey = ["goals"] as const;

/** GET /api/goals: every goal of the learner with its courses and progress. */
export function getGoals(): Promise<Goal[]> {
  return api("/goals", { schema: GoalListSchema });
}

/** The learner's goals; always refetched on mount so progress is current after studying. */
export function useGoals() {
  return useQuery({ queryKey: goalsQueryKey, queryFn: getGoals, refetchOnMount: "always" });
}
