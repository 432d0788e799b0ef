import { z } from "zod";

/** One fresh exam item: multiple choice (four options, one right) or open (a model answer and a rubric). */
export const ExamQuestionOutputSchema = z.object({
  concept: z.string().min(1).max(120).describe("The name of the concept it checks, from the list given"),
  kind: z
    .enum(["choice", "open"])
    .describe("choice: four options, one correct; open: a short written answer"),
  question: z.string().min(8).max(400),
  options: z.array(z.string().min(1).max(200)).max(4).describe("Four options for choice; empty for open"),
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
  explanation: z
    .string()
    .min(1)
    .max(300)
    .describe("One line saying why the answer is right (shown after grading)"),
});
export type ExamQuestionOutput = z.infer<typeof ExamQuestionOutputSchema>;

/** Fresh questions for a practice exam, as many per concept as asked. */
export const ExamQuestionsOutputSchema = z
  .object({ questions: z.array(ExamQuestionOutputSchema).min(1).max(40) })
  .refine(
    (o) =>
      o.questions.every((q) =>
        q.kind === "choice"
          ? q.options.length === 4 && q.correctIndex !== null
          : q.options.length === 0 && Boolean(q.modelAnswer) && Boolean(q.rubric),
      ),
    {
      message:
        "choice questions need 4 options and correctIndex; open ones need a modelAnswer and a rubric, no options",
    },
  );
export type ExamQuestionsOutput = z.infer<typeof ExamQuestionsOutputSchema>;
