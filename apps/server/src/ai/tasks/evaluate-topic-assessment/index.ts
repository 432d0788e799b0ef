import type { AiCallContext, TopicEvaluation } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildTopicEvaluationPrompt, type TopicEvaluationInput } from "./prompt.ts";
import { type TopicEvaluationOutput, TopicEvaluationOutputSchema } from "./schema.ts";

export type { TopicEvaluationInput } from "./prompt.ts";

export const evaluateTopicAssessmentTask = defineTask<TopicEvaluationInput, TopicEvaluationOutput>({
  name: "evaluate-topic-assessment",
  schema: TopicEvaluationOutputSchema,
  schemaName: "topic_evaluation",
  schemaDescription: "Per topic, whether the learner should complete it",
  buildPrompt: buildTopicEvaluationPrompt,
  maxOutputTokens: 1000,
});

/** Evaluates a topic-based assessment: one entry per submitted topic, in order, with its submitted title. */
export async function evaluateTopicAssessment(
  runner: TaskRunner,
  input: TopicEvaluationInput,
  ctx: AiCallContext,
): Promise<TopicEvaluation> {
  const output = await runner.run(evaluateTopicAssessmentTask, input, ctx);
  // Models sometimes reorder or rephrase titles: answer per submitted topic, matched by title, else by position.
  return {
    topics: input.submission.topics.map((topic, index) => {
      const match = output.topics.find(
        (t) => t.title.trim().toLowerCase() === topic.topicTitle.trim().toLowerCase(),
      );
      const verdict = match ?? output.topics[index];
      return { title: topic.topicTitle, recommendToComplete: verdict?.recommendToComplete ?? true };
    }),
  };
}
