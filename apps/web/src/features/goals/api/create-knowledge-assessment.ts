import {
  type CreateKnowledgeAssessmentRequest,
  type SimpleAssessment,
  SimpleAssessmentSchema,
} from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/assessments/knowledge/create: a short multiple-choice assessment for a goal. */
export function createKnowledgeAssessment(
  request: CreateKnowledgeAssessmentRequest,
): Promise<SimpleAssessment> {
  return api("/assessments/knowledge/create", {
    method: "POST",
    body: request,
    schema: SimpleAssessmentSchema,
  });
}

/** Writes the quick assessment for a new goal (the simple form's 'Take Assessment'). */
export function useCreateKnowledgeAssessment() {
  return useMutation({ mutationFn: createKnowledgeAssessment });
}
