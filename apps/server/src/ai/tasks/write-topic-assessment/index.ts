import { defineTask } from "../../task.ts";
import { buildTopicAssessmentPrompt } from "./prompt.ts";
import { type TopicAssessmentOutput, TopicAssessmentOutputSchema } from "./schema.ts";

/** A topic question as services use it: null fields of the model's answer become absent. */
export type TopicQuestion = {
  question: string;
  type: "multiple-choice" | "open-ended";
  options: string[];
  correctAnswer?: string;
  /** For open-ended questions: expected answer length, e.g. "2-3 sentences". */
  expectedLength?: string;
  /** The concepts it checks (issue 37): stored with the question, not shown. */
  concepts: string[];
};
export type TopicAssessment = { topics: { title: string; questions: TopicQuestion[] }[] };

function dropNulls(output: TopicAssessmentOutput): TopicAssessment {
  return {
    topics: output.topics.map((topic) => ({
      title: topic.title,
      questions: topic.questions.map((q) => ({
        question: q.question,
        type: q.type,
        options: q.options,
        ...(q.correctAnswer !== null ? { correctAnswer: q.correctAnswer } : {}),
        ...(q.expectedLength !== null ? { expectedLength: q.expectedLength } : {}),
        concepts: q.concepts,
      })),
    })),
  };
}

/** Writes the topic-based assessment: topics of the goal, each with choice and open questions. */
export const writeTopicAssessmentTask = defineTask({
  name: "write-topic-assessment",
  schema: TopicAssessmentOutputSchema,
  description: "Topics of the goal, each with multiple-choice and open-ended questions",
  buildPrompt: buildTopicAssessmentPrompt,
  finalize: dropNulls,
  stream: true,
  maxOutputTokens: 3000,
});
