import { defineTask } from "../../task.ts";
import { buildExamQuestionsPrompt } from "./prompt.ts";
import { ExamQuestionsOutputSchema } from "./schema.ts";

/** Writes a practice exam's fresh questions (issue 38), weighted towards the learner's weak concepts. */
export const writeExamQuestionsTask = defineTask({
  name: "write-exam-questions",
  schema: ExamQuestionsOutputSchema,
  description: "Up to 40 multiple-choice or open exam questions, each naming the concept it checks",
  buildPrompt: buildExamQuestionsPrompt,
  maxOutputTokens: 9000,
});
