import { type PracticeSet, PracticeSetSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/learner-model/concepts/{id}/practice: the concept's cards and fresh questions. */
export function startPractice(conceptId: string): Promise<PracticeSet> {
  return api(`/learner-model/concepts/${encodeURIComponent(conceptId)}/practice`, {
    method: "POST",
    schema: PracticeSetSchema,
  });
}

/** 'Practise this': asks for a practice set (fresh questions may take the AI a moment). */
export function useStartPractice() {
  return useMutation({ mutationFn: startPractice });
}
