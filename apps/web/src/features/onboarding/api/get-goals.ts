import { type Goal, GoalListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/goals, only to learn whether the learner has any goal yet (welcome screen). */
export function getGoals(): Promise<Goal[]> {
  return api("/goals", { schema: GoalListSchema });
}

/** The learner's goals under the shared ["goals"] key; idle while `enabled` is false. */
export function useGoalsForWelcome(enabled: boolean) {
  return useQuery({ queryKey: ["goals"], queryFn: getGoals, enabled, retry: false });
}
