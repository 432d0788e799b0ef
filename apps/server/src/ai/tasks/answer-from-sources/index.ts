import { defineTask } from "../../task.ts";
import { buildAnswerFromSourcesPrompt } from "./prompt.ts";
import { AnswerFromSourcesOutputSchema } from "./schema.ts";

export type { AnswerFromSourcesInput, CitedPassage } from "./prompt.ts";
export { NOT_IN_SOURCES } from "./prompt.ts";

/** The chat's answer from the learner's own sources, citing passages by number, streamed as Markdown. */
export const answerFromSourcesTask = defineTask({
  name: "answer-from-sources",
  format: "text",
  schema: AnswerFromSourcesOutputSchema,
  description: "A short Markdown answer citing the numbered passages",
  buildPrompt: buildAnswerFromSourcesPrompt,
  stream: true,
  maxOutputTokens: 1200,
});
