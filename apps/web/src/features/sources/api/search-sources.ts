import { type SourceSearchHit, SourceSearchResultSchema } from "@brainy/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/sources/search?q=: the passages matching the words, best first. */
export function searchSources(q: string): Promise<SourceSearchHit[]> {
  return api(`/sources/search?q=${encodeURIComponent(q)}`, { schema: SourceSearchResultSchema });
}

/** Search results for a non-empty query; the previous answer stays while the next is read. */
export function useSourceSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.sources.search(q),
    queryFn: () => searchSources(q),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
