import { defineTask } from "../../task.ts";
import { buildQuizVerdictPrompt } from "./prompt.ts";
import { QuizVerdictOutputSchema } from "./schema.ts";

/** Grades a reply to a 'Quiz me' question for the learner model (issue 37): answered, score, concepts. */
export const judgeQuizAnswerTask = defineTask({
  name: "judge-quiz-answer",
  schema: QuizVerdictOutputSchema,
  description: "Whether a quiz reply answers the question, its score 0-1 and the concepts it checks",
  buildPrompt: buildQuizVerdictPrompt,
  maxOutputTokens: 300,
});
