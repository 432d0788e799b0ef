import { defineTask } from "../../task.ts";
import { buildAnswerQuestionPrompt } from "./prompt.ts";
import { AnswerQuestionOutputSchema } from "./schema.ts";

export type { AnswerQuestionInput, ChatTurn } from "./prompt.ts";

/** The AI chat's answer to a learner's question, grounded in the lesson, streamed as Markdown text. */
export const answerQuestionTask = defineTask({
  name: "answer-question",
  format: "text",
  schema: AnswerQuestionOutputSchema,
  description: "A short Markdown answer to the learner's question",
  buildPrompt: buildAnswerQuestionPrompt,
  stream: true,
  maxOutputTokens: 1200,
});
