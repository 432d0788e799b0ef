import { defineTask } from "../../task.ts";
import { buildGradeOpenAnswerPrompt } from "./prompt.ts";
import { GradeOpenAnswerOutputSchema } from "./schema.ts";

/** Grades one open answer against its rubric: a score from 0 to 1 and short feedback. */
export const gradeOpenAnswerTask = defineTask({
  name: "grade-open-answer",
  schema: GradeOpenAnswerOutputSchema,
  description: "A 0-1 score for an open answer against its rubric, with one or two sentences of feedback",
  buildPrompt: buildGradeOpenAnswerPrompt,
  maxOutputTokens: 300,
});
