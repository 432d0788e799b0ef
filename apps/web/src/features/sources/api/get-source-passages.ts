import { type PassagePage, PassagePageSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Passages the viewer shows at most (the API pages them 500 at a time). */
const VIEWER_LIMIT = 500;

/** GET /api/sources/{id}/passages: the source's passages in order with their page or headings. */
export function getSourcePassages(id: string): Promise<PassagePage> {
  return api(`/sources/${encodeURIComponent(id)}/passages?limit=${VIEWER_LIMIT}`, {
    schema: PassagePageSchema,
  });
}

/** The passages of a ready source (nothing is asked before it is ready). */
export function useSourcePassages(id: string, ready: boolean) {
  return useQuery({
    queryKey: queryKeys.sources.passages(id),
    queryFn: () => getSourcePassages(id),
    enabled: ready,
  });
}
