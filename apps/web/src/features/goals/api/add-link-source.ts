import { type Source, type SourceLink, SourceSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/sources/link from 'Use my material': a web page or video to plan and write from. */
export function addMaterialLink(body: SourceLink): Promise<Source> {
  return api("/sources/link", { method: "POST", body, schema: SourceSchema });
}

export function useAddMaterialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMaterialLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sources.all }),
  });
}
