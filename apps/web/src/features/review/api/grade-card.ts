import { type ReviewGrade, type ReviewQueue, ReviewResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SentOrQueued, sendOrQueue } from "../../../lib/offline-sync.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { timeZoneQuery } from "../../../lib/review-queue.ts";

/**
 * POST /api/review/cards/{id}/grade with an Idempotency-Key: FSRS reschedules the card; 409 when
 * another tab graded it first. Offline the grade is queued and sent when the connection is back.
 */
export function gradeCard(cardId: string, grade: ReviewGrade): Promise<SentOrQueued<unknown>> {
  return sendOrQueue(
    {
      kind: "grade",
      target: cardId,
      method: "POST",
      path: `/review/cards/${encodeURIComponent(cardId)}/grade${timeZoneQuery()}`,
      body: grade,
    },
    ReviewResultSchema,
  );
}

/** Grades the card on screen: it leaves the queue at once, and the queue is read again after. */
export function useGradeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, grade }: { cardId: string; grade: ReviewGrade }) => gradeCard(cardId, grade),
    // Offline too: the grade is queued rather than paused.
    networkMode: "always",
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
