import {
  type TopicAssessment,
  TopicAssessmentSchema,
  type TopicEvaluation,
  TopicEvaluationSchema,
  type TopicSubmission,
} from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/goals/{id}/topic-assessment: questions per topic of the goal. */
export function createTopicAssessment(goalId: string): Promise<TopicAssessment> {
  return api(`/goals/${encodeURIComponent(goalId)}/topic-assessment`, {
    method: "POST",
    schema: TopicAssessmentSchema,
  });
}

/** POST /api/goals/{id}/topic-assessment/submit: the evaluation, topic by topic. */
export function submitTopicAssessment(goalId: string, submission: TopicSubmission): Promise<TopicEvaluation> {
  return api(`/goals/${encodeURIComponent(goalId)}/topic-assessment/submit`, {
    method: "POST",
    body: submission,
    schema: TopicEvaluationSchema,
  });
}
