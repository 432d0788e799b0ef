import { type ReviewCard, ReviewCardSchema, type ReviewCardUpdate } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PATCH /api/review/cards/{id}: edit the text, suspend or resume. */
export function updateCard(id: string, body: ReviewCardUpdate): Promise<ReviewCard> {
  return api(`/review/cards/${encodeURIComponent(id)}`, { method: "PATCH", body, schema: ReviewCardSchema });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewCardUpdate }) => updateCard(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
