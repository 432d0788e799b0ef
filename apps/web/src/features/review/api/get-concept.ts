import { type ConceptDetail, ConceptDetailSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/learner-model/concepts/{id}: a concept now with its latest evidence. */
export function getConcept(conceptId: string): Promise<ConceptDetail> {
  return api(`/learner-model/concepts/${encodeURIComponent(conceptId)}`, { schema: ConceptDetailSchema });
}

/** The concept open in the evidence panel (idle without one). */
export function useConcept(conceptId: string | null) {
  return useQuery({
    queryKey: queryKeys.learnerModel.concept(conceptId ?? ""),
    queryFn: () => getConcept(conceptId!),
    enabled: Boolean(conceptId),
  });
}
