import {
  type AudioOverview,
  type AudioOverviewLength,
  AudioOverviewSchema,
  type AudioOverviewScope,
} from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { scopeKey } from "../lib/scope.ts";

/** The scope's list with one overview put in (replacing the same one). */
export function withOverview(list: AudioOverview[] | undefined, overview: AudioOverview): AudioOverview[] {
  return [overview, ...(list ?? []).filter((o) => o.id !== overview.id)];
}

/** POST /api/audio-overviews: makes the scope's overview of a length (or answers the one there is). */
export function useCreateAudioOverview(scope: AudioOverviewScope) {
  const queryClient = useQueryClient();
  const key = queryKeys.audioOverviews.list(scopeKey(scope));
  return useMutation({
    mutationFn: (length: AudioOverviewLength) =>
      api("/audio-overviews", { method: "POST", body: { scope, length }, schema: AudioOverviewSchema }),
    onSuccess: (overview) => {
      queryClient.setQueryData<AudioOverview[]>(key, (list) => withOverview(list, overview));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
