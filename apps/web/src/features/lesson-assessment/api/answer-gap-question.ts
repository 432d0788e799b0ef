import { type PracticeVerdict, PracticeVerdictSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/learner-model/practice/{id}/answer: graded on the server; the first answer is evidence. */
export function answerGapQuestion(itemId: string, answer: string): Promise<PracticeVerdict> {
  return api(`/learner-model/practice/${encodeURIComponent(itemId)}/answer`, {
    method: "POST",
    body: { answer },
    schema: PracticeVerdictSchema,
  });
}

/** Answers a question of the fix, then re-reads the fix (whether the retake is unlocked). */
export function useAnswerGapQuestion(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { itemId: string; answer: string }) => answerGapQuestion(vars.itemId, vars.answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lessons.gapFix(assessmentId) }),
  });
}
