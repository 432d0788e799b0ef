import { type ReviewCard, type ReviewCardCreate, ReviewCardSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/review/cards: a card made from text selected in a note (due at once). */
export function makeCard(body: ReviewCardCreate): Promise<ReviewCard> {
  return api("/review/cards", { method: "POST", body, schema: ReviewCardSchema });
}

export function useMakeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeCard,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
