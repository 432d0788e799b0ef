import { type TopicEvaluation, TopicEvaluationSchema, type TopicSubmission } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/goals/{id}/topic-assessment/submit: the evaluation, topic by topic. */
export function submitTopicAssessment(goalId: string, submission: TopicSubmission): Promise<TopicEvaluation> {
  return api(`/goals/${encodeURIComponent(goalId)}/topic-assessment/submit`, {
    method: "POST",
    body: submission,
    schema: TopicEvaluationSchema,
  });
}

/** Submits the answers of the topic flow; the evaluation is the mutation's answer. */
export function useSubmitTopicAssessment(goalId: string) {
  return useMutation({
    mutationFn: (submission: TopicSubmission) => submitTopicAssessment(goalId, submission),
  });
}
