import type { AiCallContext, ChoiceQuestion } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildChoiceQuizPrompt, type ChoiceQuizInput } from "./prompt.ts";
import { type ChoiceQuizOutput, ChoiceQuizOutputSchema } from "./schema.ts";

export type { ChoiceQuizInput } from "./prompt.ts";

export const writeChoiceQuizTask = defineTask<ChoiceQuizInput, ChoiceQuizOutput>({
  name: "write-choice-quiz",
  schema: ChoiceQuizOutputSchema,
  schemaName: "choice_quiz",
  schemaDescription: "Multiple-choice questions with four options and the correct index",
  buildPrompt: buildChoiceQuizPrompt,
  maxOutputTokens: 2000,
});

/** Writes the overlay knowledge assessment: questions with options A to D. */
export async function writeChoiceQuiz(
  runner: TaskRunner,
  input: ChoiceQuizInput,
  ctx: AiCallContext,
): Promise<{ questions: ChoiceQuestion[] }> {
  return runner.run(writeChoiceQuizTask, input, ctx);
}
