import { type Source, SourceListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** True while a source's extraction has not ended. */
export const isProcessing = (source: Source) => source.state === "queued" || source.state === "processing";

/** True while a ready source is being indexed for search by meaning. */
export const isIndexing = (source: Source) =>
  source.embeddings?.state === "queued" || source.embeddings?.state === "running";

/** GET /api/sources: the learner's library, newest first. */
export function getSources(): Promise<Source[]> {
  return api("/sources", { schema: SourceListSchema });
}

/** The library; read again while a source is being read (every second) or indexed for meaning (every 2 s), so progress moves. */
export function useSources() {
  return useQuery({
    queryKey: queryKeys.sources.list,
    queryFn: getSources,
    refetchInterval: (query) =>
      query.state.data?.some(isProcessing) ? 1000 : query.state.data?.some(isIndexing) ? 2000 : false,
  });
}
