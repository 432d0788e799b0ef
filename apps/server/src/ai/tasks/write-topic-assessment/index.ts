import type { AiCallContext, TopicAssessment } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildTopicAssessmentPrompt, type TopicAssessmentInput } from "./prompt.ts";
import { type TopicAssessmentOutput, TopicAssessmentOutputSchema } from "./schema.ts";

export type { TopicAssessmentInput } from "./prompt.ts";

export const writeTopicAssessmentTask = defineTask<TopicAssessmentInput, TopicAssessmentOutput>({
  name: "write-topic-assessment",
  schema: TopicAssessmentOutputSchema,
  schemaName: "topic_assessment",
  schemaDescription: "Topics of the goal, each with multiple-choice and open-ended questions",
  buildPrompt: buildTopicAssessmentPrompt,
  stream: true,
  maxOutputTokens: 3000,
});

/** Writes the topic-based assessment; null fields of the model's answer become absent. */
export async function writeTopicAssessment(
  runner: TaskRunner,
  input: TopicAssessmentInput,
  ctx: AiCallContext,
): Promise<TopicAssessment> {
  const output = await runner.run(writeTopicAssessmentTask, input, ctx);
  return {
    topics: output.topics.map((topic) => ({
      title: topic.title,
      questions: topic.questions.map((q) => ({
        question: q.question,
        type: q.type,
        options: q.options,
        ...(q.correctAnswer !== null ? { correctAnswer: q.correctAnswer } : {}),
        ...(q.expectedLength !== null ? { expectedLength: q.expectedLength } : {}),
      })),
    })),
  };
}
