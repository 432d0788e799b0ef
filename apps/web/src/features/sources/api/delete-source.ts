import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** DELETE /api/sources/{id}: the source, its passages and its file. */
export function deleteSource(id: string): Promise<unknown> {
  return api(`/sources/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
