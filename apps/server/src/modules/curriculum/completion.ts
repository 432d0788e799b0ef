import { PASS_MARK } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { findAssessmentByLesson } from "../lesson-assessments/index.ts";
import { findLessonRow } from "../lessons/index.ts";
import { countOpenLessons, setLessonCompletion, setRoadmapCompletion } from "./repository.ts";

/** The answer every call that would complete a lesson without a passed attempt gets (409). */
export const assessmentNotPassed = (message = "Pass the lesson's assessment (60% or more) to complete it.") =>
  new AppError("CONFLICT", message, { details: { reason: "ASSESSMENT_NOT_PASSED" } });

/** The grade of the lesson's latest attempt when it passed, else null. */
export async function passedGrade(db: DbOrTx, userId: string, lessonId: string): Promise<number | null> {
  const row = await findAssessmentByLesson(db, userId, lessonId);
  return row?.score != null && row.score >= PASS_MARK ? row.score : null;
}

/**
 * The one way a lesson's completion changes, whichever call asks: completing needs a passed
 * attempt (409 ASSESSMENT_NOT_PASSED otherwise) and records the server's grade of it, never the
 * client's; reopening is allowed. Section, course and goal follow; 404 for another user's lesson.
 */
export async function setLessonCompleted(
  options: UserOptions & { lessonId: string; isCompleted: boolean; background?: Background },
) {
  const { db, userId, lessonId, isCompleted } = options;
  const result = await db.transaction(async (tx) => {
    if (!(await findLessonRow(tx, userId, lessonId))) throw notFound("Lesson");
    if (!isCompleted) return setLessonCompletion(tx, { userId, lessonId, isCompleted });
    const grade = await passedGrade(tx, userId, lessonId);
    if (grade === null) throw assessmentNotPassed();
    return setLessonCompletion(tx, { userId, lessonId, isCompleted, grade });
  });
  if (!result) throw notFound("Lesson");
  if (result.roadmapCompleted) {
    await options.background?.emit("sectionCompleted", {
      userId,
      completedSectionId: result.lesson.roadmapId,
    });
  }
  if (isCompleted) await options.background?.emit("lessonCompleted", { userId, completedLessonId: lessonId });
  return result;
}

/**
 * Marks a section (not) complete by hand. Completing it needs every one of its lessons completed,
 * that is passed (409 ASSESSMENT_NOT_PASSED otherwise), so no call completes a topic around its
 * assessments; reopening is allowed. Undefined when the section is not the caller's.
 */
export async function setSectionCompleted(
  options: UserOptions & { roadmapId: string; isCompleted: boolean },
) {
  const { db, userId, roadmapId, isCompleted } = options;
  return db.transaction(async (tx) => {
    if (isCompleted && (await countOpenLessons(tx, userId, roadmapId)) > 0) {
      throw assessmentNotPassed(
        "Pass the assessment of every lesson in this section (60% or more) to complete it.",
      );
    }
    return setRoadmapCompletion(tx, userId, roadmapId, isCompleted);
  });
}
