import { type PracticeVerdict, PracticeVerdictSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/learner-model/practice/{id}/answer: graded on the server, evidence on the concept. */
export function answerPractice(
  itemId: string,
  answer: string,
  durationMs?: number,
): Promise<PracticeVerdict> {
  return api(`/learner-model/practice/${encodeURIComponent(itemId)}/answer`, {
    method: "POST",
    body: { answer, ...(durationMs === undefined ? {} : { durationMs: Math.min(3_600_000, durationMs) }) },
    schema: PracticeVerdictSchema,
  });
}

/** A practice answer; the map is read again after it (the concept moved). */
export function useAnswerPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, answer, durationMs }: { itemId: string; answer: string; durationMs?: number }) =>
      answerPractice(itemId, answer, durationMs),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all }),
  });
}
