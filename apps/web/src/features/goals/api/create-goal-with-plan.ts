import {
  type CreateGoalWithPlanRequest,
  type Goal,
  type GoalCreationProgress,
  GoalCreationProgressSchema,
  GoalSchema,
} from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";
import { readEventStream } from "../../../lib/sse.ts";

/**
 * POST /api/goals/with-plan as an event stream: creates the goal (made active) with the chosen
 * courses and their roadmaps; `onProgress` hears each course's sections as the AI writes them.
 * The goal limit rejects as ApiError (402 Free, 409 Pro) before any progress.
 */
export async function createGoalWithPlan(
  request: CreateGoalWithPlanRequest,
  onProgress?: (progress: GoalCreationProgress) => void,
): Promise<Goal> {
  let goal: Goal | undefined;
  await readEventStream("/goals/with-plan", {
    method: "POST",
    body: request,
    schemas: { progress: GoalCreationProgressSchema, done: GoalSchema },
    on: { progress: (event) => onProgress?.(event), done: (event) => (goal = event) },
  });
  if (!goal) throw new Error("Creating the goal ended early.");
  return goal;
}

/** Creates a planned goal and refreshes the goals list. */
export function useCreateGoalWithPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      onProgress,
    }: {
      request: CreateGoalWithPlanRequest;
      onProgress?: (progress: GoalCreationProgress) => void;
    }) => createGoalWithPlan(request, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.goals.all }),
  });
}
