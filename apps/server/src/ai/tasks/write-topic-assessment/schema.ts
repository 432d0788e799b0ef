import { z } from "zod";

/** One question of a topic: multiple-choice (four options, correctAnswer one of them) or open-ended. */
export const TopicQuestionSchema = z
  .object({
    question: z.string().min(10).max(300).describe("The question"),
    type: z.enum(["multiple-choice", "open-ended"]).describe("multiple-choice or open-ended"),
    options: z
      .array(z.string().min(1).max(200))
      .max(4)
      .describe("Four options for multiple-choice; empty for open-ended"),
    correctAnswer: z
      .string()
      .max(200)
      .nullable()
      .describe("For multiple-choice: the correct option's exact text; null otherwise"),
    expectedLength: z
      .string()
      .max(40)
      .nullable()
      .describe("For open-ended: expected length, e.g. '2-3 sentences'; null otherwise"),
    concepts: z
      .array(z.string().min(1).max(80))
      .max(3)
      .default([])
      .describe(
        "1 to 3 short names (1 to 5 words) of the concepts it checks; reuse a known concept's name exactly",
      ),
  })
  .refine(
    (q) =>
      q.type === "open-ended"
        ? q.options.length === 0
        : q.options.length === 4 && q.correctAnswer !== null && q.options.includes(q.correctAnswer),
    {
      message:
        "multiple-choice needs 4 options with correctAnswer equal to one of them; open-ended needs no options",
    },
  );

/** The topic-based assessment: 2 to 6 topics with 2 to 5 questions each. */
export const TopicAssessmentOutputSchema = z.object({
  topics: z
    .array(
      z.object({
        title: z.string().min(3).max(120).describe("The topic's title"),
        questions: z.array(TopicQuestionSchema).min(2).max(5).describe("2 to 5 questions on this topic"),
      }),
    )
    .min(2)
    .max(6)
    .describe("The goal's main topics in learning order"),
});
export type TopicAssessmentOutput = z.infer<typeof TopicAssessmentOutputSchema>;
