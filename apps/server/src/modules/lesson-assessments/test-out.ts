import { ErrorReasons, type LessonAssessment } from "@brainy/contract";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { takeLessonGeneration, type UsageReceipt } from "../entitlements/index.ts";
import { findLessonRow, type GenerationDeps, generateLessonContent } from "../lessons/index.ts";
import { deleteAssessment, findAssessmentByLesson } from "./repository.ts";
import { ensureLessonAssessment } from "./service.ts";

/**
 * POST /lessons/{id}/test-out ('Test out', issue 38): the lesson's assessment, to take without
 * studying the lesson. The lesson's content is written first when it is not yet (its assessment is
 * written from it), so a test-out is the day's lesson on the Free plan: the same use, the same 429
 * past it (and 402 past the first section) as opening the lesson; a lesson whose use was already
 * taken today costs nothing more. An attempt already answered (and failed) is replaced by fresh
 * questions. The answers go to the usual submit: a pass completes the lesson exactly as a lesson's
 * assessment does (the server's grade); a fail is evidence and names the missed concepts.
 * 404 for another learner's lesson, 409 for a completed one.
 */
export async function startTestOut(
  deps: GenerationDeps & { background: Background; actor: Actor; lessonId: string },
): Promise<LessonAssessment> {
  const { db, actor, lessonId } = deps;
  const row = await findLessonRow(db, actor.userId, lessonId);
  if (!row) throw notFound("Lesson");
  if (row.lesson.isCompleted)
    throw new AppError("CONFLICT", "This lesson is already completed.", {
      details: { reason: ErrorReasons.lessonCompleted },
    });
  let receipt: UsageReceipt | null = null;
  if (row.lesson.generationStatus === "ready" && row.lesson.content) {
    receipt = await takeLessonGeneration({ db, userId: actor.userId, tier: actor.tier, lessonId });
  } else {
    await generateLessonContent({ ...deps, actor, lessonId });
  }
  try {
    const existing = await findAssessmentByLesson(db, actor.userId, lessonId);
    if (existing?.submittedAt) await deleteAssessment(db, actor.userId, existing.id);
    return await ensureLessonAssessment({ ...deps, actor, lessonId });
  } catch (error) {
    // No test to take: the day's lesson is given back (a lesson written for it keeps its use).
    await receipt?.release().catch(() => {});
    throw error;
  }
}
