import {
  type SimpleAnswer,
  type SimpleAssessmentResult,
  SimpleAssessmentResultSchema,
} from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/assessments/knowledge/{id}/submit: stores the answers and answers the score. */
export function submitKnowledgeAssessment(
  assessmentId: string,
  answers: SimpleAnswer[],
): Promise<SimpleAssessmentResult> {
  return api(`/assessments/knowledge/${encodeURIComponent(assessmentId)}/submit`, {
    method: "POST",
    body: { answers },
    schema: SimpleAssessmentResultSchema,
  });
}

/** Submits the quick assessment's answers; the score is the mutation's data. */
export function useSubmitKnowledgeAssessment() {
  return useMutation({
    mutationFn: ({ assessmentId, answers }: { assessmentId: string; answers: SimpleAnswer[] }) =>
      submitKnowledgeAssessment(assessmentId, answers),
  });
}
