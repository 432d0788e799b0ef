import {
  type SimpleAnswer,
  type SimpleAssessmentResult,
  SimpleAssessmentResultSchema,
} from "@brainy/contract";
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
