import { type ConceptChange, ConceptChangeSchema, type SelfReport } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/learner-model/concepts/{id}/self-report: 'I already know this' or 'I don't get this'. */
export function reportConcept(conceptId: string, says: SelfReport): Promise<ConceptChange> {
  return api(`/learner-model/concepts/${encodeURIComponent(conceptId)}/self-report`, {
    method: "POST",
    body: { says },
    schema: ConceptChangeSchema,
  });
}

/** A correction of the model; the map and the concept are read again after it. */
export function useReportConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conceptId, says }: { conceptId: string; says: SelfReport }) =>
      reportConcept(conceptId, says),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all }),
  });
}

/** POST /api/learner-model/concepts/{id}/self-report/undo: takes back the latest correction (409 when none). */
export function undoReport(conceptId: string): Promise<ConceptChange> {
  return api(`/learner-model/concepts/${encodeURIComponent(conceptId)}/self-report/undo`, {
    method: "POST",
    schema: ConceptChangeSchema,
  });
}

/** Undo of a correction; the map and the concept are read again after it. */
export function useUndoReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conceptId }: { conceptId: string }) => undoReport(conceptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learnerModel.all }),
  });
}
