import { z } from "zod";

/** One multiple-choice question with options A to D. */
export const ChoiceQuestionSchema = z.object({
  question: z.string().min(10).max(300).describe("The question"),
  options: z.array(z.string().min(1).max(200)).length(4).describe("Exactly four options, shown as A to D"),
  correctIndex: z.number().int().min(0).max(3).describe("Index (0-3) of the correct option"),
});

/** The overlay knowledge assessment: 3 to 10 multiple-choice questions. */
export const ChoiceQuizOutputSchema = z.object({
  questions: z.array(ChoiceQuestionSchema).min(3).max(10).describe("3 to 10 questions, easiest first"),
});
export type ChoiceQuizOutput = z.infer<typeof ChoiceQuizOutputSchema>;
