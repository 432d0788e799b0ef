import { z } from "zod";

/** Review cards from a lesson's key points: 3 to 8, each question/answer or cloze, linked to its block. */
export const ReviewCardsOutputSchema = z
  .object({
    cards: z
      .array(
        z.object({
          kind: z
            .enum(["basic", "cloze"])
            .describe("basic: a question and its answer; cloze: a sentence with {{c1::…}}"),
          front: z
            .string()
            .min(8)
            .max(400)
            .describe("The question, or for cloze the sentence with one {{c1::hidden part}}"),
          back: z.string().max(400).describe("The answer for basic; empty or a short extra for cloze"),
          blockIndex: z.number().int().min(0).describe("The index of the lesson block the card comes from"),
          concepts: z
            .array(z.string().min(1).max(80))
            .max(3)
            .default([])
            .describe("Names of the concepts (from the list given) it checks; empty when no list is given"),
        }),
      )
      .min(3)
      .max(8),
  })
  .refine(
    (o) =>
      o.cards.every((c) => (c.kind === "cloze" ? /\{\{c1::[^}]+\}\}/.test(c.front) : c.back.trim() !== "")),
    { message: "basic cards need an answer; cloze cards need a {{c1::…}} part in the front" },
  );
export type ReviewCardsOutput = z.infer<typeof ReviewCardsOutputSchema>;
