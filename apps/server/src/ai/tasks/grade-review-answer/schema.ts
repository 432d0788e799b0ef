import { z } from "zod";

/** A suggested rating for an answer typed in review: 1 Again, 2 Hard, 3 Good, 4 Easy, and why. */
export const GradeReviewAnswerOutputSchema = z.object({
  rating: z
    .number()
    .int()
    .min(1)
    .max(4)
    .describe("1 Again (wrong or empty), 2 Hard (partly right), 3 Good (right), 4 Easy (right and complete)"),
  feedback: z
    .string()
    .min(5)
    .max(400)
    .describe("One or two sentences to the learner: what was right, what was missing"),
});
export type GradeReviewAnswerOutput = z.infer<typeof GradeReviewAnswerOutputSchema>;
