import { type Source, SourceSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/sources/{id}: one source and its extraction state. */
export function getSource(id: string): Promise<Source> {
  return api(`/sources/${encodeURIComponent(id)}`, { schema: SourceSchema });
}

/** One source, read again every second while it is being read; a missing one is an error at once. */
export function useSource(id: string) {
  return useQuery({
    queryKey: queryKeys.sources.detail(id),
    queryFn: () => getSource(id),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === "queued" || query.state.data?.state === "processing" ? 1000 : false,
  });
}
