import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assessments } from "../../db/schema/index.ts";

type NewAssessment = typeof assessments.$inferInsert;

/** Stores a quiz or topic assessment and answers its id. */
export async function insertAssessment(db: Db, values: NewAssessment): Promise<string> {
  const [row] = await db.insert(assessments).values(values).returning({ id: assessments.id });
  return row!.id;
}

/** The user's own multiple-choice quiz with this id, or undefined. */
export async function findChoiceAssessmentRow(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId), eq(assessments.kind, "choice")));
  return row;
}

/** The goal's newest topic assessment of this user (its questions and last submission), or undefined. */
export async function findLatestTopicAssessment(db: Db, userId: string, goalId: string) {
  const [latest] = await db
    .select({ id: assessments.id, questions: assessments.questions, submittedAt: assessments.submittedAt })
    .from(assessments)
    .where(and(eq(assessments.goalId, goalId), eq(assessments.userId, userId), eq(assessments.kind, "topic")))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  return latest;
}

/** Records answers (and a score or an evaluation) on a stored assessment. */
export async function updateAssessment(db: Db, id: string, values: Partial<NewAssessment>): Promise<void> {
  await db.update(assessments).set(values).where(eq(assessments.id, id));
}
