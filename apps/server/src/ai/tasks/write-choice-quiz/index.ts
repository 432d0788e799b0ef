import { defineTask } from "../../task.ts";
import { buildChoiceQuizPrompt } from "./prompt.ts";
import { ChoiceQuizOutputSchema } from "./schema.ts";

/** Writes the overlay knowledge assessment: questions with options A to D. */
export const writeChoiceQuizTask = defineTask({
  name: "write-choice-quiz",
  schema: ChoiceQuizOutputSchema,
  description: "Multiple-choice questions with four options and the correct index",
  buildPrompt: buildChoiceQuizPrompt,
  maxOutputTokens: 2000,
});
