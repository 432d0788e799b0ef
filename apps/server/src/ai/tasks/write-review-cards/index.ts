import { defineTask } from "../../task.ts";
import { buildReviewCardsPrompt } from "./prompt.ts";
import { ReviewCardsOutputSchema } from "./schema.ts";

/** Writes 3 to 8 review cards from a lesson's key points, each linked to the block it comes from. */
export const writeReviewCardsTask = defineTask({
  name: "write-review-cards",
  schema: ReviewCardsOutputSchema,
  description:
    "3 to 8 question/answer or cloze review cards from the lesson's key points, each with its block",
  buildPrompt: buildReviewCardsPrompt,
  maxOutputTokens: 1500,
});
