import { type Placement, type PlacementAnswerRequest, PlacementSchema } from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const id = (goalId: string) => encodeURIComponent(goalId);

/** GET /api/goals/{id}/placement: the goal's placement check (not_started before one). */
export function getPlacement(goalId: string): Promise<Placement> {
  return api(`/goals/${id(goalId)}/placement`, { schema: PlacementSchema });
}

/** POST /api/goals/{id}/placement: starts (its questions written by the AI) or resumes the check. */
export function startPlacement(goalId: string): Promise<Placement> {
  return api(`/goals/${id(goalId)}/placement`, { method: "POST", schema: PlacementSchema });
}

/** POST /api/goals/{id}/placement/answer: the chosen choice's index, graded on the server. */
export function answerPlacement(goalId: string, body: PlacementAnswerRequest): Promise<Placement> {
  return api(`/goals/${id(goalId)}/placement/answer`, { method: "POST", body, schema: PlacementSchema });
}

/** POST /api/goals/{id}/placement/skip. */
export function skipPlacement(goalId: string): Promise<Placement> {
  return api(`/goals/${id(goalId)}/placement/skip`, { method: "POST", schema: PlacementSchema });
}

/** The goal's placement check, read (resumable on any device). */
export function usePlacement(goalId: string | null) {
  return useQuery({
    queryKey: queryKeys.goals.placement(goalId ?? ""),
    queryFn: () => getPlacement(goalId!),
    enabled: goalId !== null,
  });
}

/**
 * Start, answer and skip: each answers the check as it now stands (kept in the query's cache);
 * once it ends, the course view and the concept map are read again ('You likely know this').
 */
export function usePlacementActions(goalId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (placement: Placement) => {
    queryClient.setQueryData(queryKeys.goals.placement(goalId), placement);
    if (placement.status !== "in_progress") {
      void queryClient.invalidateQueries({ queryKey: queryKeys.learningPlan.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all });
    }
  };
  return {
    start: useMutation({ mutationFn: () => startPlacement(goalId), onSuccess }),
    answer: useMutation({
      mutationFn: (body: PlacementAnswerRequest) => answerPlacement(goalId, body),
      onSuccess,
    }),
    skip: useMutation({ mutationFn: () => skipPlacement(goalId), onSuccess }),
  };
}
