import { type Goal, GoalListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/goals: every goal of the learner with its courses and progress. */
export function getGoals(): Promise<Goal[]> {
  return api("/goals", { schema: GoalListSchema });
}

/**
 * The learner's goals (the goals page, the new-goal flow, the welcome screen), refetched on mount
 * once they are 2 s old, so progress is current after studying while a page that mounts twice on
 * first load (the signed-in layout settling) fetches once. Idle while `enabled` is false.
 */
export function useGoals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.goals.all,
    queryFn: getGoals,
    staleTime: 2_000,
    refetchOnMount: true,
    enabled,
  });
}

/** Where 'Resume course' goes: the goal's active course, else its first course. */
export function resumeCoursePath(goal: Goal): string {
  const course = goal.courses.find((item) => item.isActive) ?? goal.courses[0];
  return course ? `/learning-plan/${course.id}` : "/learning-plan";
}
