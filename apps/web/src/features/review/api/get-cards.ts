import { type ReviewCard, ReviewCardListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/review/cards: every card of the learner, newest first. */
export function getCards(): Promise<ReviewCard[]> {
  return api("/review/cards", { schema: ReviewCardListSchema });
}

export function useCards() {
  return useQuery({ queryKey: queryKeys.review.cards, queryFn: getCards });
}
