import { z } from "zod";

/** One placement question: multiple choice on one concept, its answer one of the choices. */
export const PlacementQuestionOutputSchema = z
  .object({
    concept: z.string().min(1).max(120).describe("The concept it checks, exactly as listed"),
    question: z.string().min(8).max(300).describe("A short question checking the concept"),
    choices: z.array(z.string().min(1).max(200)).min(3).max(5).describe("3 to 5 choices, exactly one right"),
    answer: z.string().min(1).max(200).describe("The right choice, word for word"),
    explanation: z.string().min(1).max(300).describe("One line saying why the answer is right"),
  })
  .refine((q) => q.choices.includes(q.answer) && new Set(q.choices).size === q.choices.length, {
    message: "The answer must be one of the choices, and the choices distinct",
  });

/** The placement check's questions, one per concept asked for. */
export const PlacementQuestionsOutputSchema = z.object({
  questions: z.array(PlacementQuestionOutputSchema).min(1).max(20).describe("One question per concept"),
});
export type PlacementQuestionsOutput = z.infer<typeof PlacementQuestionsOutputSchema>;
