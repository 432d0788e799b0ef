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
    mutationKey: queryKeys.review.grade,
    mutationFn: ({ cardId, grade }: { cardId: string; grade: ReviewGrade }) => gradeCard(cardId, grade),
    // Offline too: the grade is queued rather than paused.
    networkMode: "always",
    onMutate: async ({ cardId }) => {
      // A read in flight (started before this grade) would bring the card back: drop it.
      await queryClient.cancelQueries({ queryKey: queryKeys.review.queue });
      // Every queue (all cards, or a goal's or some lessons'), with the day's counts, so the page's
      // "N due today · M reviewed today" and the side menu's count change with the click, not a
      // read later: the card leaves the queues holding it (and their due count), and the day's
      // reviews (counted over all cards) gain one. The read after the grade says the server's.
      queryClient.setQueriesData<ReviewQueue>({ queryKey: queryKeys.review.queue }, (queue) =>
        queue ? withoutGraded(queue, cardId) : queue,
      );
    },
    // Awaited: the grade counts as in flight until the queue is read again (the cards after it).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.review.all }),
  });
}

/** A queue as it is once this card is graded: the card gone, one due less (when it held it), one more review. */
export function withoutGraded(queue: ReviewQueue, cardId: string): ReviewQueue {
  const cards = queue.cards.filter((card) => card.id !== cardId);
  const held = cards.length < queue.cards.length;
  return {
    ...queue,
    cards,
    dueToday: held ? Math.max(0, queue.dueToday - 1) : queue.dueToday,
    reviewedToday: queue.reviewedToday + 1,
  };
}
