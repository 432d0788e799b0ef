import { z } from "zod";

/** The sizes a learner may pick for a practice exam (issue 38). */
export const PRACTICE_EXAM_SIZES = [10, 20, 40] as const;
/** A timed exam allows this many seconds per item: 10 items 15 minutes, 40 items an hour. */
export const PRACTICE_EXAM_SECONDS_PER_ITEM = 90;
/** The share of an exam's items taken from the course's bank of questions already written; the rest are fresh. */
export const PRACTICE_EXAM_BANK_SHARE = 0.5;

/** POST /api/practice-exams: start a practice exam for a course or a whole goal. */
export const StartPracticeExamRequestSchema = z.object({
  goalId: z.uuid().describe("The goal the exam is on"),
  courseId: z.uuid().nullable().default(null).describe("One course of the goal; null for the whole goal"),
  size: z.union([z.literal(10), z.literal(20), z.literal(40)]).describe("How many items: 10, 20 or 40"),
  timed: z
    .boolean()
    .describe("A timer of 90 seconds an item; when it runs out, what was answered is submitted"),
});
export type StartPracticeExamRequest = z.infer<typeof StartPracticeExamRequestSchema>;

export const PracticeExamParamsSchema = z.object({ id: z.uuid() });
export const PracticeExamItemParamsSchema = z.object({
  id: z.uuid(),
  position: z.coerce.number().int().min(0).max(39),
});

/** PUT /api/practice-exams/{id}/items/{position}/answer: the answer as given so far (saved, not graded). */
export const SavePracticeExamAnswerRequestSchema = z.object({
  answer: z.string().max(2000).describe("A choice's text, or the written answer; empty clears it"),
});

/** One item's grade, once the exam is submitted. */
export const PracticeExamItemResultSchema = z.object({
  correct: z.boolean(),
  score: z
    .number()
    .min(0)
    .max(1)
    .describe("1 right, 0 wrong or unanswered, between for a partly right open answer"),
  correctAnswer: z.string(),
  explanation: z.string().nullable().describe("Why (the AI grader's feedback for an open answer)"),
});

/** One item of an exam: no key until the exam is submitted, and no hints. */
export const PracticeExamItemSchema = z.object({
  position: z.number().int(),
  kind: z.enum(["choice", "open"]),
  question: z.string(),
  options: z.array(z.string()).describe("The choices of a multiple-choice item; empty for an open one"),
  concept: z.string().nullable().describe("The concept it checks (shown in the report)"),
  answer: z.string().nullable().describe("The learner's answer as saved; null before one"),
  result: PracticeExamItemResultSchema.nullable(),
});

/** The report by concept: how each concept the exam checked went. */
export const PracticeExamConceptReportSchema = z.object({
  conceptId: z.uuid().nullable(),
  name: z.string(),
  items: z.number().int(),
  right: z.number().int(),
  score: z.number().int().min(0).max(100).describe("The share of its points, as a percentage"),
});

export const PracticeExamStatusSchema = z.enum(["in_progress", "grading", "submitted"]);

/** A practice exam as the learner sees it. */
export const PracticeExamSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  courseId: z.uuid().nullable(),
  title: z.string().describe("The course's or the goal's title"),
  size: z.number().int(),
  status: PracticeExamStatusSchema,
  deadline: z.iso.datetime().nullable().describe("When a timed exam is submitted by itself; null untimed"),
  createdAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** Set once submitted. */
  score: z.number().int().min(0).max(100).nullable(),
  expired: z.boolean().describe("Submitted because its timer ran out"),
  items: z.array(PracticeExamItemSchema),
  report: z
    .array(PracticeExamConceptReportSchema)
    .describe("By concept, weakest first; empty until submitted"),
  cardsMade: z.number().int().describe("Review cards made from the missed items"),
});
export type PracticeExam = z.infer<typeof PracticeExamSchema>;
export type PracticeExamItem = z.infer<typeof PracticeExamItemSchema>;

/** An exam in progress, for the resume banner. */
export const PracticeExamSummarySchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  courseId: z.uuid().nullable(),
  title: z.string(),
  size: z.number().int(),
  answered: z.number().int(),
  deadline: z.iso.datetime().nullable(),
});
export type PracticeExamSummary = z.infer<typeof PracticeExamSummarySchema>;

/** GET /api/practice-exams/in-progress: the learner's exams left half done. */
export const PracticeExamsInProgressSchema = z.object({ exams: z.array(PracticeExamSummarySchema) });
