import { z } from "zod";

/** Questions a placement check asks at most (issue 38). */
export const PLACEMENT_MAX_QUESTIONS = 10;

/** A placement question as the learner sees it: the answer stays on the server. */
export const PlacementQuestionSchema = z.object({
  number: z.number().int().min(1).describe("Its place in the check: 1 for the first question asked"),
  question: z.string(),
  choices: z.array(z.string()).min(2).max(5).describe("Answer with the chosen choice's index"),
});
export type PlacementQuestion = z.infer<typeof PlacementQuestionSchema>;

/** The verdict on the answer just given (null before the first answer). */
export const PlacementVerdictSchema = z.object({
  correct: z.boolean(),
  answerIndex: z.number().int().min(0).describe("The right choice's index"),
  explanation: z.string(),
});
export type PlacementVerdict = z.infer<typeof PlacementVerdictSchema>;

/**
 * GET/POST /api/goals/{id}/placement (and …/answer, …/skip): a goal's placement check. `not_started`
 * before it was started or skipped; `in_progress` with the `question` to answer; `done` (at most
 * 10 questions, or sooner when the learner model is sure) or `skipped`. What it learned is evidence
 * (kind `placement`); `likelyKnownLessons` counts the lessons marked 'You likely know this' now.
 */
export const PlacementSchema = z.object({
  goalId: z.uuid(),
  status: z.enum(["not_started", "in_progress", "done", "skipped"]),
  maxQuestions: z.number().int(),
  answered: z.number().int().min(0).describe("Questions answered so far"),
  question: PlacementQuestionSchema.nullable().describe("The question to answer while in progress"),
  lastAnswer: PlacementVerdictSchema.nullable(),
  endReason: z
    .enum(["max_questions", "sure", "no_more_questions", "skipped"])
    .nullable()
    .describe("Why it ended: 10 answered, the model sure of every concept, no question left, or skipped"),
  likelyKnownLessons: z
    .number()
    .int()
    .min(0)
    .describe("Lessons of the goal marked 'You likely know this' now"),
});
export type Placement = z.infer<typeof PlacementSchema>;

/** POST /api/goals/{id}/placement/answer: the chosen choice's index (graded on the server). */
export const PlacementAnswerRequestSchema = z.object({
  choiceIndex: z.number().int().min(0).max(4),
  durationMs: z.number().int().min(0).max(3_600_000).optional(),
});
export type PlacementAnswerRequest = z.infer<typeof PlacementAnswerRequestSchema>;
