import { z } from "zod";

/** Whether the learner's message answered the quiz question, how well, and the concepts it checked. */
export const QuizVerdictOutputSchema = z.object({
  answered: z
    .boolean()
    .describe(
      "false when the message does not try to answer the question (asks for the next one, skips, asks something else)",
    ),
  score: z.number().min(0).max(1).describe("0 wrong, 1 right, between for partly right; 0 when not answered"),
  concepts: z
    .array(z.string().min(1).max(80))
    .max(3)
    .describe("Names of the lesson's concepts (from the list given) the question checks"),
});
export type QuizVerdictOutput = z.infer<typeof QuizVerdictOutputSchema>;
