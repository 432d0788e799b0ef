import { type Source, SourceListSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/sources: the learner's library, for 'Use my material' (the same cache as the library). */
export function useMaterial() {
  return useQuery({
    queryKey: queryKeys.sources.list,
    queryFn: (): Promise<Source[]> => api("/sources", { schema: SourceListSchema }),
    // A link just added is read on the server: its state is read again until it is done.
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.state === "queued" || s.state === "processing") ? 1000 : false,
  });
}
