import { type ReviewSuggestion, ReviewSuggestionSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/review/cards/{id}/suggest-rating: the AI grader's suggested rating for a typed answer. */
export function suggestRating(cardId: string, answer: string): Promise<ReviewSuggestion> {
  return api(`/review/cards/${encodeURIComponent(cardId)}/suggest-rating`, {
    method: "POST",
    body: { answer },
    schema: ReviewSuggestionSchema,
  });
}

/** Asks the grader about the answer typed for a card; the learner still chooses the rating. */
export function useSuggestRating() {
  return useMutation({
    mutationFn: ({ cardId, answer }: { cardId: string; answer: string }) => suggestRating(cardId, answer),
  });
}
