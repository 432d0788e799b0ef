import { type Source, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/sources/{id}/refresh: fetch a link source again; the old version stays for old citations. */
export function refreshSource(id: string): Promise<Source> {
  return api(`/sources/${encodeURIComponent(id)}/refresh`, { method: "POST", schema: SourceSchema });
}

export function useRefreshSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
