import { type ItemVerdict, ItemVerdictSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST /api/lessons/{id}/checkpoints/{index}/answer: the server checks what was chosen or typed;
 * its first answer is evidence on the checkpoint's concepts (issue 37).
 */
export function answerCheckpoint(
  lessonId: string,
  index: number,
  answer: string,
  durationMs: number,
): Promise<ItemVerdict> {
  return api(`/lessons/${encodeURIComponent(lessonId)}/checkpoints/${index}/answer`, {
    method: "POST",
    body: { answer, durationMs: Math.min(3_600_000, Math.max(0, Math.round(durationMs))) },
    schema: ItemVerdictSchema,
  });
}

/** A checkpoint answered; what the learner knows is read again after it. */
export function useAnswerCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lessonId: string; index: number; answer: string; durationMs: number }) =>
      answerCheckpoint(input.lessonId, input.index, input.answer, input.durationMs),
    onSuccess: (verdict) => {
      if (verdict.recorded) void queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all });
    },
  });
}
