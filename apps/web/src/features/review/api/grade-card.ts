import { type ReviewGrade, type ReviewQueue, type ReviewResult, ReviewResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { timeZoneQuery } from "../../../lib/review-queue.ts";

/** POST /api/review/cards/{id}/grade: FSRS reschedules the card; 409 when another tab graded it first. */
export function gradeCard(cardId: string, grade: ReviewGrade): Promise<ReviewResult> {
  return api(`/review/cards/${encodeURIComponent(cardId)}/grade${timeZoneQuery()}`, {
    method: "POST",
    body: grade,
    schema: ReviewResultSchema,
  });
}

/** Grades the card on screen: it leaves the queue at once, and the queue is read again after. */
export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, grade }: { cardId: string; grade: ReviewGrade }) => gradeCard(cardId, grade),
    onMutate: async ({ cardId }) => {
      // A read in flight (started before this grade) would bring the card back: drop it.
      await queryClient.cancelQueries({ queryKey: queryKeys.review.queue });
      // Every queue holding it (all cards, or a goal's or some lessons').
      queryClient.setQueriesData<ReviewQueue>({ queryKey: queryKeys.review.queue }, (queue) =>
        queue ? { ...queue, cards: queue.cards.filter((card) => card.id !== cardId) } : queue,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}
