import { z } from "zod";

/** Fresh practice questions 'Fix the gaps' writes per missed concept (issue 38). */
export const GAP_FIX_QUESTIONS_PER_CONCEPT = 2;

/** A practice question of a 'Fix the gaps', with the learner's answer once given. */
export const GapFixQuestionSchema = z.object({
  id: z
    .uuid()
    .describe("The practice question's id: answer it at POST /api/learner-model/practice/{id}/answer"),
  concept: z.string().describe("The missed concept it checks"),
  question: z.string(),
  choices: z.array(z.string()).describe("Empty for a fill-in question"),
  correct: z.boolean().nullable().describe("Whether the answer was right (null until answered)"),
  answeredAt: z.string().nullable().describe("When it was answered (null until then)"),
});
export type GapFixQuestion = z.infer<typeof GapFixQuestionSchema>;

/**
 * POST/GET /api/assessments/lesson/{id}/fix-gaps: 'Fix the gaps' of a failed attempt (issue 38): a
 * short part for the missed concepts, streamed into the lesson (follow GET /lessons/{id}/content-stream),
 * and fresh practice questions on them. `retakeUnlocked` once every concept's questions are answered, the
 * last one right: 'Retake assessment' (DELETE the assessment, then POST /lessons/{id}/assessment).
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
  needsMore: z
    .array(z.string())
    .describe(
      "Concepts whose questions are all answered, the last one wrong: POST again writes one more on each",
    ),
  createdAt: z.string(),
});
export type GapFix = z.infer<typeof GapFixSchema>;

/**
 * Where a fix's questions stand: a concept is fixed once all its questions are answered and the
 * last one answered was right; one whose last answer was wrong needs one more question. The
 * retake unlocks when every concept is fixed.
 */
export function gapFixProgress(
  questions: readonly Pick<GapFixQuestion, "concept" | "correct" | "answeredAt">[],
): { retakeUnlocked: boolean; needsMore: string[] } {
  const byConcept = new Map<string, Pick<GapFixQuestion, "correct" | "answeredAt">[]>();
  for (const q of questions) byConcept.set(q.concept, [...(byConcept.get(q.concept) ?? []), q]);
  let fixed = 0;
  const needsMore: string[] = [];
  for (const [concept, list] of byConcept) {
    if (list.some((q) => q.answeredAt === null)) continue;
    const last = [...list].sort((a, b) => (a.answeredAt ?? "").localeCompare(b.answeredAt ?? "")).at(-1);
    if (last?.correct) fixed += 1;
    else needsMore.push(concept);
  }
  return { retakeUnlocked: byConcept.size > 0 && fixed === byConcept.size, needsMore };
}
