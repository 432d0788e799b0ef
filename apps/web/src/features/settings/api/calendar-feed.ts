import {
  type CalendarFeedCreated,
  CalendarFeedCreatedSchema,
  type CalendarFeedStatus,
  CalendarFeedStatusSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { browserTimeZone } from "../../../lib/study-plan.ts";

/** GET /api/calendar-feed: whether the learner has a private calendar feed. */
export function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return api("/calendar-feed", { schema: CalendarFeedStatusSchema });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: queryKeys.calendarFeed, queryFn: getCalendarFeed });
}

/** POST /api/calendar-feed: a new private address (the old one stops working), in this browser's zone. */
export function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return api("/calendar-feed", {
    method: "POST",
    body: { timeZone: browserTimeZone() },
    schema: CalendarFeedCreatedSchema,
  });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) =>
      queryClient.setQueryData(queryKeys.calendarFeed, {
        active: true,
        createdAt: feed.createdAt,
        timeZone: feed.timeZone,
      } satisfies CalendarFeedStatus),
  });
}

/** DELETE /api/calendar-feed: the feed's address answers 404 from now on. */
export async function revokeCalendarFeed(): Promise<void> {
  await api("/calendar-feed", { method: "DELETE" });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData(queryKeys.calendarFeed, {
        active: false,
        createdAt: null,
        timeZone: null,
      } satisfies CalendarFeedStatus),
  });
}
