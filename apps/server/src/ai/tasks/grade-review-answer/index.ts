import { defineTask } from "../../task.ts";
import { buildGradeReviewAnswerPrompt } from "./prompt.ts";
import { GradeReviewAnswerOutputSchema } from "./schema.ts";

/** Suggests a review rating (1-4) for an answer typed before the card's answer is shown. */
export const gradeReviewAnswerTask = defineTask({
  name: "grade-review-answer",
  schema: GradeReviewAnswerOutputSchema,
  description: "A suggested rating (1 Again to 4 Easy) for an answer typed in review, with short feedback",
  buildPrompt: buildGradeReviewAnswerPrompt,
  maxOutputTokens: 250,
});
