import { type ReviewQueue, ReviewQueueSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { pendingChanges } from "./offline-queue.ts";
import { queryKeys } from "./query-keys.ts";

/** The learner's time zone as the review calls send it (`?tz=`), so days end at their midnight. */
export function timeZoneQuery(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz ? `?tz=${encodeURIComponent(tz)}` : "";
}

/** Which cards a queue takes: all (none given), one goal's, or some lessons' ('Review these'). */
export type ReviewScope = { goalId?: string; lessonIds?: string[] };

/** The query string of a queue: the time zone, and the scope when there is one. */
export function reviewQueueQuery(scope?: ReviewScope): string {
  const params = new URLSearchParams();
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (tz) params.set("tz", tz);
  if (scope?.lessonIds?.length) params.set("lessonIds", scope.lessonIds.join(","));
  else if (scope?.goalId) params.set("goalId", scope.goalId);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * GET /api/review/queue: the cards due now in the learner's day (of a scope), and the day's counts;
 * a card whose grade waits in the offline queue is left out (the server has not seen it yet).
 */
export async function getReviewQueue(scope?: ReviewScope): Promise<ReviewQueue> {
  const queue = await api(`/review/queue${reviewQueueQuery(scope)}`, { schema: ReviewQueueSchema });
  const graded = new Set(
    pendingChanges().flatMap((change) => (change.kind === "grade" ? [change.target] : [])),
  );
  if (graded.size === 0) return queue;
  const cards = queue.cards.filter((card) => !graded.has(card.id));
  return {
    ...queue,
    cards,
    dueToday: Math.max(0, queue.dueToday - (queue.cards.length - cards.length)),
    reviewedToday: queue.reviewedToday + (queue.cards.length - cards.length),
  };
}

const isScoped = (scope?: ReviewScope): scope is ReviewScope =>
  Boolean(scope?.goalId || scope?.lessonIds?.length);

/**
 * The due queue, read by the review screen, the side menu's count and /home; refreshed each
 * minute (a learning step falls due) and whenever a grade or a new card changes it. With a scope,
 * the queue of those cards only ('Review these' on the mastery map).
 */
export function useReviewQueue(scope?: ReviewScope) {
  return useQuery({
    queryKey: isScoped(scope) ? queryKeys.review.scopedQueue(scope) : queryKeys.review.queue,
    queryFn: () => getReviewQueue(isScoped(scope) ? scope : undefined),
    refetchInterval: 60_000,
  });
}
