import { z } from "zod";

/** Fresh practice questions 'Fix the gaps' writes per missed concept (issue 38). */
export const GAP_FIX_QUESTIONS_PER_CONCEPT = 2;

/** A practice question of a 'Fix the gaps', with the learner's answer once given. */
export const GapFixQuestionSchema = z.object({
  id: z.uuid().describe("The practice question's id: answer it at POST /api/learner-model/practice/{id}/answer"),
  concept: z.string().describe("The missed concept it checks"),
  question: z.string(),
  choices: z.array(z.string()).describe("Empty for a fill-in question"),
  answered: z.boolean(),
  correct: z.boolean().nullable().describe("Whether the answer was right (null until answered)"),
});
export type GapFixQuestion = z.infer<typeof GapFixQuestionSchema>;

/**
 * POST/GET /api/assessments/lesson/{id}/fix-gaps: 'Fix the gaps' of a failed attempt (issue 38): a
 * short part for the missed concepts, streamed into the lesson (follow GET /lessons/{id}/content-stream),
 * and fresh practice questions on them. `retakeUnlocked` once every concept's latest question was
 * answered right: 'Retake assessment' (DELETE the assessment, then POST /lessons/{id}/assessment).
 */
export const GapFixSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  lessonId: z.uuid(),
  concepts: z.array(z.string()).describe("The missed concepts it is written for"),
  partStatus: z
    .enum(["writing", "ready", "failed"])
    .describe("The part in the lesson: being written, in the lesson, or not written (the lesson as it was)"),
  questions: z.array(GapFixQuestionSchema),
  retakeUnlocked: z.boolean(),
  /** Concepts whose latest question was answered wrong: POST again writes one more on each. */
  needsMore: z.array(z.string()).describe("Concepts whose latest question was answered wrong"),
  createdAt: z.string(),
});
export type GapFix = z.infer<typeof GapFixSchema>;

/** Whether a fix's questions unlock the retake: for each concept, its latest question answered right. */
export function gapFixProgress(questions: readonly Pick<GapFixQuestion, "concept" | "answered" | "correct">[]) {
  const latest = new Map<string, Pick<GapFixQuestion, "answered" | "correct">>();
  for (const q of questions) latest.set(q.concept, q);
  const needsMore = [...latest].filter(([, q]) => q.answered && q.correct === false).map(([c]) => c);
  const allAnswered = questions.every((q) => q.answered);
  return {
    retakeUnlocked: questions.length > 0 && allAnswered && needsMore.length === 0,
    needsMore: allAnswered ? needsMore : [],
  };
}
