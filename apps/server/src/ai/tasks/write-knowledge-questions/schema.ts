import { z } from "zod";

/** Free-text questions that gauge what the learner already knows about the goal. */
export const KnowledgeQuestionsOutputSchema = z.object({
  questions: z
    .array(z.string().min(10).max(300).describe("One open question, answerable in a few sentences"))
    .min(3)
    .max(8)
    .describe("3 to 8 questions, from general to specific"),
});
export type KnowledgeQuestionsOutput = z.infer<typeof KnowledgeQuestionsOutputSchema>;
