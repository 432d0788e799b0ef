import { type AudioOverview, AudioOverviewSchema, type AudioOverviewScope } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { scopeKey } from "../lib/scope.ts";
import { withOverview } from "./create-audio-overview.ts";

/** POST /api/audio-overviews/{id}/retry: a failed overview queued again (its recorded turns kept). */
export function useRetryAudioOverview(scope: AudioOverviewScope) {
  const queryClient = useQueryClient();
  const key = queryKeys.audioOverviews.list(scopeKey(scope));
  return useMutation({
    mutationFn: (id: string) =>
      api(`/audio-overviews/${encodeURIComponent(id)}/retry`, {
        method: "POST",
        schema: AudioOverviewSchema,
      }),
    onSuccess: (overview) => {
      queryClient.setQueryData<AudioOverview[]>(key, (list) => withOverview(list, overview));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
