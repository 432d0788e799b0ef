import { z } from "zod";
import { LessonCitationSchema } from "./lesson-content.ts";

/** The pass mark of a lesson assessment, in percent. */
export const PASS_MARK = 60;

/** An attempt's score in percent: the mean of its answers' points (each 0-1), rounded. */
export function assessmentScore(points: readonly number[]): number {
  if (points.length === 0) return 0;
  return Math.round((points.reduce((sum, p) => sum + p, 0) / points.length) * 100);
}

/** Whether a score (percent) passes: a pass completes the lesson. */
export function isPassingScore(score: number): boolean {
  return score >= PASS_MARK;
}

/** The result message for a score (the spec's texts for 100, 80+, 60+ and below 60). */
export function scoreMessage(score: number): { message: string; detail: string | null } {
  if (score >= 100) return { message: "Perfect score! You have mastered this lesson.", detail: null };
  if (score >= 80)
    return {
      message: "Excellent! You have a strong grasp of this lesson. Review what you missed, then move on.",
      detail: null,
    };
  if (score >= PASS_MARK)
    return {
      message: "Good job! You passed. A quick review of the questions you missed will make it stick.",
      detail: null,
    };
  return {
    message: "You might need to review this lesson again.",
    detail: "Score below 60%. Lesson not completed.",
  };
}

/** A question as the learner sees it: no correct answer, no rubric. */
export const LessonAssessmentQuestionSchema = z.object({
  index: z.number().int().min(0),
  question: z.string(),
  type: z
    .enum(["multiple-choice", "open"])
    .describe("multiple-choice: pick one option; open: write an answer"),
  options: z.array(z.string()).describe("Four options for multiple-choice; empty for open"),
});
export type LessonAssessmentQuestion = z.infer<typeof LessonAssessmentQuestionSchema>;

/** How one answer was graded, shown after submission. */
export const QuestionResultSchema = z.object({
  index: z.number().int().min(0),
  correct: z.boolean(),
  yourAnswer: z.string(),
  correctAnswer: z.string().describe("The correct option, or the model answer of an open question"),
  feedback: z.string().nullable().describe("Feedback on an open answer"),
  citation: LessonCitationSchema.nullable().describe(
    "A grounded lesson's question: the passage of the learner's material it comes from",
  ),
});

/** The graded result of the latest attempt. */
export const LessonAssessmentResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.boolean().describe("True at 60 or more; the lesson is then completed"),
  message: z.string(),
  detail: z.string().nullable(),
  questions: z.array(QuestionResultSchema),
  missedConcepts: z
    .array(z.string())
    .default([])
    .describe(
      "The lesson's concepts the missed questions check (issue 38), in the order first missed; empty when none was missed or the questions name no concepts",
    ),
  submittedAt: z.string(),
});
export type LessonAssessmentResult = z.infer<typeof LessonAssessmentResultSchema>;

/** GET /api/assessments/lesson/{lessonId}, POST /api/lessons/{id}/assessment */
export const LessonAssessmentSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  status: z.enum(["generating", "ready", "failed"]),
  questions: z.array(LessonAssessmentQuestionSchema),
  isCompleted: z.boolean().describe("True once an attempt passed"),
  result: LessonAssessmentResultSchema.nullable().describe("The latest graded attempt, if any"),
  createdAt: z.string(),
});
export type LessonAssessment = z.infer<typeof LessonAssessmentSchema>;

/** POST /api/assessments/lesson/{assessmentId}/submit. The server grades; `grade` is ignored. */
export const SubmitLessonAssessmentRequestSchema = z.object({
  answers: z
    .array(
      z.union([
        z.string().max(4000),
        z.object({
          questionIndex: z.number().int().min(0).max(50),
          selectedAnswer: z.string().max(4000),
          question: z.string().max(1000).optional(),
        }),
      ]),
    )
    .max(50)
    .describe(
      "One answer per question: the chosen option's text or the written answer (or {questionIndex, selectedAnswer})",
    ),
  grade: z.number().optional().describe("Sent by older clients; ignored: the server grades"),
});
export type SubmitLessonAssessmentRequest = z.infer<typeof SubmitLessonAssessmentRequestSchema>;

/**
 * `event: progress` of a submit asked for as `text/event-stream`: how far grading is. Sent at once
 * (choice questions are graded by their key), then as the model writes each open answer's grade.
 */
export const LessonGradingProgressSchema = z.object({
  graded: z.number().int().min(0).describe("Answers graded so far"),
  total: z.number().int().min(0).describe("Answers to grade"),
  index: z.number().int().min(0).nullable().describe("The question whose grade the model is writing"),
  feedback: z.string().nullable().describe("That grade's feedback as written so far"),
});
export type LessonGradingProgress = z.infer<typeof LessonGradingProgressSchema>;

export const AssessmentIdParamsSchema = z.object({ id: z.uuid() });
export const LessonIdParamsSchema = z.object({ lessonId: z.uuid() });
