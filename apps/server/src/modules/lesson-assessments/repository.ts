import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  lessonAssessments,
  type StoredLessonQuestion,
  type StoredQuestionResult,
} from "../../db/schema/index.ts";
import { forgetLessonWork } from "../lessons/index.ts";

export type AssessmentRow = typeof lessonAssessments.$inferSelect;

/** The caller's assessment of a lesson; undefined when none (or not theirs). */
export async function findAssessmentByLesson(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessonAssessments)
    .where(and(eq(lessonAssessments.lessonId, lessonId), eq(lessonAssessments.userId, userId)));
  return row;
}

export async function findAssessment(db: DbOrTx, userId: string, assessmentId: string) {
  const [row] = await db
    .select()
    .from(lessonAssessments)
    .where(and(eq(lessonAssessments.id, assessmentId), eq(lessonAssessments.userId, userId)));
  return row;
}

/** Stores a lesson's written assessment; a second writer's questions are dropped (one row per lesson). */
export async function insertAssessment(
  db: DbOrTx,
  assessment: { userId: string; lessonId: string; questions: StoredLessonQuestion[] },
) {
  await db
    .insert(lessonAssessments)
    .values({ ...assessment, status: "ready" })
    .onConflictDoNothing({ target: lessonAssessments.lessonId });
}

/** Deletes an assessment and, in the same transaction, marks its lesson's assessment work idle again. */
export async function deleteAssessment(db: DbOrTx, userId: string, assessmentId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(lessonAssessments)
      .where(and(eq(lessonAssessments.id, assessmentId), eq(lessonAssessments.userId, userId)))
      .returning({ lessonId: lessonAssessments.lessonId });
    if (!row) return false;
    await forgetLessonWork(tx, row.lessonId, "assessment");
    return true;
  });
}

export async function storeAttempt(
  db: DbOrTx,
  id: string,
  attempt: { answers: string[]; score: number; results: StoredQuestionResult[] },
) {
  const [row] = await db
    .update(lessonAssessments)
    .set({ ...attempt, submittedAt: new Date() })
    .where(eq(lessonAssessments.id, id))
    .returning();
  return row!;
}
