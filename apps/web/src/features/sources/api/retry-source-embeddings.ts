import { type Source, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/sources/{id}/embeddings/retry: index a source for search by meaning again after it failed. */
export function retrySourceEmbeddings(id: string): Promise<Source> {
  return api(`/sources/${encodeURIComponent(id)}/embeddings/retry`, { method: "POST", schema: SourceSchema });
}

export function useRetrySourceEmbeddings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrySourceEmbeddings,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
