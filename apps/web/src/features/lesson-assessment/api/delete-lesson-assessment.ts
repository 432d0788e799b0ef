import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** DELETE /api/assessments/lesson/{assessmentId}: questions, answers and result are discarded. */
export function deleteLessonAssessment(assessmentId: string): Promise<unknown> {
  return api(`/assessments/lesson/${encodeURIComponent(assessmentId)}`, { method: "DELETE" });
}

/** Discards an assessment (the page writes a new one straight after, so nothing is re-read). */
export function useDeleteLessonAssessment() {
  return useMutation({ mutationFn: deleteLessonAssessment });
}
