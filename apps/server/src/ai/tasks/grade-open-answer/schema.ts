import { z } from "zod";

/**
 * A grade for one open answer: 0 to 1, how sure the grader is of it (a teacher reviews the least
 * sure first, issue 39), and one or two sentences of feedback.
 */
export const GradeOpenAnswerOutputSchema = z.object({
  score: z.number().min(0).max(1).describe("0 (wrong or empty) to 1 (meets the rubric fully)"),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .describe(
      "How sure you are of this score: 1 the answer clearly meets or clearly misses the rubric, 0.5 or less when it is ambiguous, off-topic in an unexpected way or hard to read",
    ),
  feedback: z
    .string()
    .min(5)
    .max(500)
    .describe("One or two sentences to the learner: what was good, what was missing"),
});
export type GradeOpenAnswerOutput = z.infer<typeof GradeOpenAnswerOutputSchema>;
