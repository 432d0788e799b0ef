import { AudioOverviewListSchema, type AudioOverviewScope } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { scopeKey, scopeQuery } from "../lib/scope.ts";

/** How often the list is read again while an overview is being made. */
const PROGRESS_MS = 1500;

/** GET /api/audio-overviews?…: the scope's overviews, re-read while one is queued or running. */
export function useAudioOverviews(scope: AudioOverviewScope, enabled = true) {
  return useQuery({
    queryKey: queryKeys.audioOverviews.list(scopeKey(scope)),
    enabled,
    queryFn: () => api(`/audio-overviews?${scopeQuery(scope)}`, { schema: AudioOverviewListSchema }),
    refetchInterval: (query) =>
      query.state.data?.some((o) => o.state === "queued" || o.state === "running") ? PROGRESS_MS : false,
  });
}
