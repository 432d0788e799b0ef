import { type ReviewQueue, ReviewQueueSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** The learner's time zone as the review calls send it (`?tz=`), so days end at their midnight. */
export function timeZoneQuery(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz ? `?tz=${encodeURIComponent(tz)}` : "";
}

/** GET /api/review/queue: the cards due now in the learner's day, and the day's counts. */
export function getReviewQueue(): Promise<ReviewQueue> {
  return api(`/review/queue${timeZoneQuery()}`, { schema: ReviewQueueSchema });
}

/**
 * The due queue, read by the review screen, the side menu's count and /home; refreshed each
 * minute (a learning step falls due) and whenever a grade or a new card changes it.
 */
export function useReviewQueue() {
  return useQuery({ queryKey: queryKeys.review.queue, queryFn: getReviewQueue, refetchInterval: 60_000 });
}
