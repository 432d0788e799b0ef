import { type PassageDetail, PassageDetailSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/sources/{id}/passages/{passageId}: one passage, also of a link's earlier version. */
export function getPassage(id: string, passageId: string): Promise<PassageDetail> {
  return api(`/sources/${encodeURIComponent(id)}/passages/${encodeURIComponent(passageId)}`, {
    schema: PassageDetailSchema,
  });
}

/** A cited passage the current text does not hold (a Refresh replaced it): read on its own. */
export function usePassage(id: string, passageId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sources.passage(id, passageId ?? ""),
    queryFn: () => getPassage(id, passageId!),
    enabled: enabled && passageId !== null,
    retry: false,
  });
}
