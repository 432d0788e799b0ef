import { z } from "zod";

/** A practice question on one concept: multiple choice (2 to 5 choices) or fill-in (none). */
export const PracticeQuestionOutputSchema = z
  .object({
    question: z.string().min(8).max(300).describe("A short question checking the concept"),
    choices: z
      .array(z.string().min(1).max(200))
      .max(5)
      .describe("2 to 5 choices for multiple choice; empty for a fill-in question"),
    answer: z
      .string()
      .min(1)
      .max(200)
      .describe("The right choice, word for word; or the expected fill-in answer"),
    alsoAccept: z
      .array(z.string().min(1).max(200))
      .max(5)
      .describe("Other fill-in answers that are also right (spellings, synonyms); empty for multiple choice"),
    explanation: z.string().min(1).max(300).describe("One line saying why the answer is right"),
  })
  .refine((q) => q.choices.length !== 1 && (q.choices.length === 0 || q.choices.includes(q.answer)), {
    message: "Multiple choice needs 2 to 5 choices with the answer one of them; fill-in needs none",
  });

/** Fresh questions on one concept for 'Practise this'. */
export const PracticeQuestionsOutputSchema = z.object({
  questions: z.array(PracticeQuestionOutputSchema).min(1).max(5).describe("1 to 5 questions, easiest first"),
});
export type PracticeQuestionsOutput = z.infer<typeof PracticeQuestionsOutputSchema>;
