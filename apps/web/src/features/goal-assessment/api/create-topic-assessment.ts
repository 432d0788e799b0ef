import { type TopicAssessment, TopicAssessmentSchema } from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/goals/{id}/topic-assessment: questions per topic of the goal. */
export function createTopicAssessment(goalId: string): Promise<TopicAssessment> {
  return api(`/goals/${encodeURIComponent(goalId)}/topic-assessment`, {
    method: "POST",
    schema: TopicAssessmentSchema,
  });
}

/** The questions, written once per visit of the flow (kept while it is open, dropped after). */
export function useTopicAssessment(goalId: string) {
  return useQuery({
    queryKey: queryKeys.goalAssessment.topics(goalId),
    queryFn: () => createTopicAssessment(goalId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
