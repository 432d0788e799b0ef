import { type Dashboard, DashboardSchema } from "@brainy/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client.ts";
import { appEvents, onAppEvent } from "../../../lib/events.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/dashboard: progress, the lesson to continue and totals, in one call. */
export function getDashboard(): Promise<Dashboard> {
  // The learner's time zone decides which day is "today" for the focus panel.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api(`/dashboard${tz ? `?tz=${encodeURIComponent(tz)}` : ""}`, { schema: DashboardSchema });
}

export function useDashboard() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAppEvent(
        appEvents.focusSessionCompleted,
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ),
    [queryClient],
  );
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: getDashboard, refetchOnMount: "always" });
}
