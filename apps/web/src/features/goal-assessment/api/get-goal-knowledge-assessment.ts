import { type GoalKnowledgeAssessment, GoalKnowledgeAssessmentSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/goals/{id}/knowledge-assessment: free-text questions about what the learner knows. */
export function getGoalKnowledgeAssessment(goalId: string): Promise<GoalKnowledgeAssessment> {
  return api(`/goals/${encodeURIComponent(goalId)}/knowledge-assessment`, {
    method: "POST",
    schema: GoalKnowledgeAssessmentSchema,
  });
}

/** The questions are written once per visit (never refetched in the background, which would replace them). */
export function useGoalKnowledgeAssessment(goalId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.goalAssessment.knowledge(goalId),
    queryFn: () => getGoalKnowledgeAssessment(goalId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
