import { defineTask } from "../../task.ts";
import { buildPracticeQuestionsPrompt } from "./prompt.ts";
import { PracticeQuestionsOutputSchema } from "./schema.ts";

/** Writes fresh questions on one concept for 'Practise this' (issue 37), graded on the server. */
export const writePracticeQuestionsTask = defineTask({
  name: "write-practice-questions",
  schema: PracticeQuestionsOutputSchema,
  description: "1 to 5 multiple-choice or fill-in questions on one concept, each with its answer",
  buildPrompt: buildPracticeQuestionsPrompt,
  maxOutputTokens: 1500,
});
