import { type ReviewCard, type ReviewCardCreate, ReviewCardSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/review/cards: a card the learner writes; it is due at once. */
export function createCard(body: ReviewCardCreate): Promise<ReviewCard> {
  return api("/review/cards", { method: "POST", body, schema: ReviewCardSchema });
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
