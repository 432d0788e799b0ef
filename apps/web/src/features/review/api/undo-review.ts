import { type ReviewResult, ReviewResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/review/undo: the last rating is taken back and its card is due again as before. */
export function undoReview(): Promise<ReviewResult> {
  return api("/review/undo", { method: "POST", schema: ReviewResultSchema });
}

export function useUndoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoReview,
    // Offline it fails at once (and says so) rather than waiting to undo, later, whatever is last then.
    networkMode: "always",
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
