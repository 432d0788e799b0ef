import type { AudioOverview, AudioOverviewScope } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { scopeKey } from "../lib/scope.ts";

/** DELETE /api/audio-overviews/{id}: removes an overview, so a new one of its scope may be made. */
export function useDeleteAudioOverview(scope: AudioOverviewScope) {
  const queryClient = useQueryClient();
  const key = queryKeys.audioOverviews.list(scopeKey(scope));
  return useMutation({
    mutationFn: (id: string) => api(`/audio-overviews/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<AudioOverview[]>(key, (list) => (list ?? []).filter((o) => o.id !== id));
    },
  });
}
