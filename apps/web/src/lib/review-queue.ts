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

/** How many days of due cards beyond today the app keeps for reviewing offline. */
export const OFFLINE_AHEAD_DAYS = 3;

/** The query string of a queue: the time zone, the scope when there is one, and the days ahead. */
export function reviewQueueQuery(scope?: ReviewScope, aheadDays?: number): string {
  const params = new URLSearchParams();
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (tz) params.set("tz", tz);
  if (scope?.lessonIds?.length) params.set("lessonIds", scope.lessonIds.join(","));
  else if (scope?.goalId) params.set("goalId", scope.goalId);
  if (aheadDays) params.set("aheadDays", String(aheadDays));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const isScoped = (scope?: ReviewScope): scope is ReviewScope =>
  Boolean(scope?.goalId || scope?.lessonIds?.length);

/** GET /api/review/queue with the next days' cards: what the app keeps for reviewing offline. */
export function getReviewQueueAhead(): Promise<ReviewQueue> {
  return api(`/review/queue${reviewQueueQuery(undefined, OFFLINE_AHEAD_DAYS)}`, {
    schema: ReviewQueueSchema,
  });
}

/**
 * Offline: the kept queue with the next days' cards (read when last online), less those not yet due
 * in this local day, so a learner away for days still reviews each day's cards.
 */
async function readKeptQueueAhead(now = new Date()): Promise<ReviewQueue> {
  const queue = await getReviewQueueAhead();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const cards = queue.cards.filter((card) => Date.parse(card.due) < midnight);
  return { ...queue, cards, dueToday: Math.max(queue.dueToday, cards.length) };
}

/**
 * GET /api/review/queue: the cards due now in the learner's day (of a scope), and the day's counts;
 * a card whose grade waits in the offline queue is left out (the server has not seen it yet).
 */
export async function getReviewQueue(scope?: ReviewScope): Promise<ReviewQueue> {
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  const queue =
    (offline && !isScoped(scope) ? await readKeptQueueAhead().catch(() => null) : null) ??
    (await api(`/review/queue${reviewQueueQuery(scope)}`, { schema: ReviewQueueSchema }));
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
