import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  lessonAssessments,
  type StoredLessonQuestion,
  type StoredQuestionResult,
} from "../../db/schema/index.ts";

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

/** Claims a lesson's assessment: one row per lesson (unique), so only one caller writes it. */
export async function claimAssessment(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .insert(lessonAssessments)
    .values({ userId, lessonId, status: "generating" })
    .onConflictDoNothing({ target: lessonAssessments.lessonId })
    .returning();
  return row;
}

export async function storeQuestions(db: Db, id: string, questions: StoredLessonQuestion[]) {
  await db.update(lessonAssessments).set({ questions, status: "ready" }).where(eq(lessonAssessments.id, id));
}

export async function deleteAssessment(db: DbOrTx, userId: string, assessmentId: string) {
  const rows = await db
    .delete(lessonAssessments)
    .where(and(eq(lessonAssessments.id, assessmentId), eq(lessonAssessments.userId, userId)))
    .returning({ id: lessonAssessments.id });
  return rows.length > 0;
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
