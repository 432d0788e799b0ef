import { z } from "zod";

/** A lesson's assessment: mostly four-option choice questions, and one or two open ones with a rubric. */
export const LessonAssessmentOutputSchema = z
  .object({
    questions: z
      .array(
        z.object({
          kind: z
            .enum(["choice", "open"])
            .describe("choice: four options, one correct; open: a short written answer"),
          question: z.string().min(8).max(400),
          options: z
            .array(z.string().min(1).max(200))
            .max(4)
            .describe("Four options for choice; empty for open"),
          correctIndex: z
            .number()
            .int()
            .min(0)
            .max(3)
            .nullable()
            .describe("For choice: the correct option; null for open"),
          modelAnswer: z.string().max(800).nullable().describe("For open: a good answer; null for choice"),
          rubric: z
            .string()
            .max(600)
            .nullable()
            .describe("For open: what a full-marks answer must contain; null for choice"),
          concepts: z
            .array(z.string().min(1).max(80))
            .max(3)
            .default([])
            .describe("Names of the concepts (from the list given) it checks; empty when no list is given"),
          passage: z
            .number()
            .int()
            .min(1)
            .nullable()
            .describe(
              "The number of the learner's passage the question comes from; null when none are given",
            ),
        }),
      )
      .min(4)
      .max(8),
  })
  .refine(
    (a) =>
      a.questions.every((q) =>
        q.kind === "choice"
          ? q.options.length === 4 && q.correctIndex !== null
          : q.options.length === 0 && Boolean(q.modelAnswer) && Boolean(q.rubric),
      ),
    {
      message:
        "choice questions need 4 options and correctIndex; open ones need a modelAnswer and a rubric, no options",
    },
  );
export type LessonAssessmentOutput = z.infer<typeof LessonAssessmentOutputSchema>;
