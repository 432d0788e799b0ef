import { type Goal, GoalSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/goals/active: the learner's active goal, or null when there is none (404 or empty). */
export async function getActiveGoal(): Promise<Goal | null> {
  try {
    return await api("/goals/active", { schema: GoalSchema.nullable() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The active goal for the home page; refetched on mount so progress is current. */
export function useActiveGoal() {
  return useQuery({ queryKey: queryKeys.goals.active, queryFn: getActiveGoal, refetchOnMount: "always" });
}
