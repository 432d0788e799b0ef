import { randomUUID } from "node:crypto";
import {
  parseGoalMetadata,
  type SimpleAnswer,
  type SimpleAssessment,
  type SimpleAssessmentEvaluation,
  type TopicAssessment,
  type TopicEvaluation,
  type TopicSubmission,
} from "@brainy/contract";
import { and, desc, eq } from "drizzle-orm";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import { evaluateTopicAssessmentTask } from "../../ai/tasks/evaluate-topic-assessment/index.ts";
import { writeChoiceQuizTask } from "../../ai/tasks/write-choice-quiz/index.ts";
import { writeTopicAssessmentTask } from "../../ai/tasks/write-topic-assessment/index.ts";
import type { Db } from "../../db/client.ts";
import { assessments, type StoredChoiceQuestion } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { findGoalRows } from "../goals/repository.ts";
import { scoreAnswers, toSimpleQuestion } from "./scoring.ts";

type AiOptions = { db: Db; ai: AiEngine; ctx: AiCallContext & { userId: string } };

async function findOwnedGoal(db: Db, userId: string, goalId: string) {
  const [goal] = await findGoalRows(db, userId, goalId);
  if (!goal) throw notFound("Goal");
  return { ...goal, level: parseGoalMetadata(goal.metadata).level };
}

/** POST /assessments/knowledge/create: a multiple-choice quiz for a goal or a description. */
export async function createKnowledgeAssessment(
  options: AiOptions & { goalId?: string; description?: string; level?: string },
): Promise<SimpleAssessment> {
  const { db, ai, ctx } = options;
  const goal = options.goalId ? await findOwnedGoal(db, ctx.userId, options.goalId) : undefined;
  const subject = goal?.description ?? options.description!;
  const quiz = await ai.run(writeChoiceQuizTask, { goal: subject, level: options.level ?? goal?.level }, ctx);
  const questions: StoredChoiceQuestion[] = quiz.questions.map((q) => ({ id: randomUUID(), ...q }));
  const [row] = await db
    .insert(assessments)
    .values({ userId: ctx.userId, goalId: goal?.id ?? null, kind: "choice", subject, questions })
    .returning({ id: assessments.id });
  return { id: row!.id, goalId: goal?.id ?? null, questions: questions.map(toSimpleQuestion) };
}

async function findChoiceAssessment(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId), eq(assessments.kind, "choice")));
  if (!row) throw notFound("Assessment");
  return row;
}

/** POST /assessments/knowledge/{id}/submit: scores and stores the answers. */
export async function submitKnowledgeAssessment(
  { db, userId }: { db: Db; userId: string },
  id: string,
  answers: SimpleAnswer[],
) {
  const row = await findChoiceAssessment(db, userId, id);
  const { score, correct, total } = scoreAnswers(row.questions as StoredChoiceQuestion[], answers);
  await db.update(assessments).set({ answers, score, submittedAt: new Date() }).where(eq(assessments.id, id));
  return { score, correct, total };
}

/** POST /assessments/knowledge/{id}/evaluate: a per-question review of userAnswers or the stored submission. */
export async function evaluateKnowledgeAssessment(
  { db, userId }: { db: Db; userId: string },
  id: string,
  userAnswers?: SimpleAnswer[],
): Promise<SimpleAssessmentEvaluation> {
  const row = await findChoiceAssessment(db, userId, id);
  const answers = userAnswers ?? (row.answers as SimpleAnswer[] | null);
  if (!answers) throw new AppError("CONFLICT", "Submit the assessment first, or send userAnswers.");
  return scoreAnswers(row.questions as StoredChoiceQuestion[], answers);
}

/** POST /goals/{id}/topic-assessment: the goal's topics, each with a few questions; stored. */
export async function createTopicAssessment(
  options: AiOptions & { goalId: string },
): Promise<TopicAssessment> {
  const { db, ai, ctx, goalId } = options;
  const goal = await findOwnedGoal(db, ctx.userId, goalId);
  const { topics } = await ai.run(
    writeTopicAssessmentTask,
    { goal: goal.description, level: goal.level },
    ctx,
  );
  const [row] = await db
    .insert(assessments)
    .values({ userId: ctx.userId, goalId, kind: "topic", subject: goal.description, questions: topics })
    .returning({ id: assessments.id });
  return { id: row!.id, goalId, topics };
}

/** POST /goals/{id}/topic-assessment/submit: evaluates the answers; stored on the goal's latest topic assessment. */
export async function submitTopicAssessment(
  options: AiOptions & { goalId: string; submission: TopicSubmission },
): Promise<TopicEvaluation> {
  const { db, ai, ctx, goalId, submission } = options;
  const goal = await findOwnedGoal(db, ctx.userId, goalId);
  const evaluation = await ai.run(evaluateTopicAssessmentTask, { goal: goal.description, submission }, ctx);
  const [latest] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(eq(assessments.goalId, goalId), eq(assessments.userId, ctx.userId), eq(assessments.kind, "topic")),
    )
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  const stored = { answers: submission, evaluation, submittedAt: new Date() };
  if (latest) await db.update(assessments).set(stored).where(eq(assessments.id, latest.id));
  else {
    const questions = submission.topics.map((t) => ({ title: t.topicTitle, questions: [] }));
    await db
      .insert(assessments)
      .values({ userId: ctx.userId, goalId, kind: "topic", subject: goal.description, questions, ...stored });
  }
  return evaluation;
}
