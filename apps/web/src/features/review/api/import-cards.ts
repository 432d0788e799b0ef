import { type ReviewImportResult, ReviewImportResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/review/import: cards from Anki's text format; those the learner has are kept once. */
export function importCards(text: string): Promise<ReviewImportResult> {
  return api("/review/import", { method: "POST", body: { text }, schema: ReviewImportResultSchema });
}

export function useImportCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => file.text().then(importCards),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
