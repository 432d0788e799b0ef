import { type Source, type SourceLink, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/sources/link: a web page, a video or a document at a link becomes a source. */
export function addLinkSource(body: SourceLink): Promise<Source> {
  return api("/sources/link", { method: "POST", body, schema: SourceSchema });
}

export function useAddLinkSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLinkSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
