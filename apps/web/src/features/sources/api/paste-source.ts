import { type Source, type SourcePaste, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/sources/text: pasted text becomes a source. */
export function pasteSource(body: SourcePaste): Promise<Source> {
  return api("/sources/text", { method: "POST", body, schema: SourceSchema });
}

export function usePasteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pasteSource,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
