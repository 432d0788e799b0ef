import { defineTask } from "../../task.ts";
import { buildTopicEvaluationPrompt, type TopicEvaluationInput } from "./prompt.ts";
import { type TopicEvaluationOutput, TopicEvaluationOutputSchema } from "./schema.ts";

/** Models sometimes reorder or rephrase titles: answer per submitted topic, matched by title, else by position. */
function matchSubmittedTopics(
  output: TopicEvaluationOutput,
  input: TopicEvaluationInput,
): TopicEvaluationOutput {
  return {
    topics: input.submission.topics.map((topic, index) => {
      const title = topic.topicTitle.trim().toLowerCase();
      const verdict =
        output.topics.find((t) => t.title.trim().toLowerCase() === title) ?? output.topics[index];
      return { title: topic.topicTitle, recommendToComplete: verdict?.recommendToComplete ?? true };
    }),
  };
}

/** Evaluates a topic-based assessment: one verdict per submitted topic, in order, with its submitted title. */
export const evaluateTopicAssessmentTask = defineTask({
  name: "evaluate-topic-assessment",
  schema: TopicEvaluationOutputSchema,
  description: "Per topic, whether the learner should complete it",
  buildPrompt: buildTopicEvaluationPrompt,
  finalize: matchSubmittedTopics,
  maxOutputTokens: 1000,
});
