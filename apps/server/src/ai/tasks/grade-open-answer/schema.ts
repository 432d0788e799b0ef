import { z } from "zod";

/** A grade for one open answer: 0 to 1, and one or two sentences of feedback. */
export const GradeOpenAnswerOutputSchema = z.object({
  score: z.number().min(0).max(1).describe("0 (wrong or empty) to 1 (meets the rubric fully)"),
  feedback: z
    .string()
    .min(5)
    .max(500)
    .describe("One or two sentences to the learner: what was good, what was missing"),
});
export type GradeOpenAnswerOutput = z.infer<typeof GradeOpenAnswerOutputSchema>;
