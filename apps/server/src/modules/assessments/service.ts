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
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import { evaluateTopicAssessmentTask } from "../../ai/tasks/evaluate-topic-assessment/index.ts";
import { writeChoiceQuizTask } from "../../ai/tasks/write-choice-quiz/index.ts";
import { writeTopicAssessmentTask } from "../../ai/tasks/write-topic-assessment/index.ts";
import type { Db } from "../../db/client.ts";
import type { StoredChoiceQuestion } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { findGoalRows } from "../goals/index.ts";
import { listConceptNames } from "../learner-model/index.ts";
import {
  findChoiceAssessmentRow,
  findLatestTopicAssessment,
  insertAssessment,
  updateAssessment,
} from "./repository.ts";
import { scoreAnswers, toSimpleQuestion } from "./scoring.ts";
import { recordTopicEvidence } from "./topic-evidence.ts";

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
  const id = await insertAssessment(db, {
    userId: ctx.userId,
    goalId: goal?.id ?? null,
    kind: "choice",
    subject,
    questions,
  });
  return { id, goalId: goal?.id ?? null, questions: questions.map(toSimpleQuestion) };
}

async function findChoiceAssessment(db: Db, userId: string, id: string) {
  const row = await findChoiceAssessmentRow(db, userId, id);
  if (!row) throw notFound("Assessment");
  return row;
}

/** POST /assessments/knowledge/{id}/submit: scores and stores the answers. */
export async function submitKnowledgeAssessment({
  db,
  userId,
  id,
  answers,
}: UserOptions & { id: string; answers: SimpleAnswer[] }) {
  const row = await findChoiceAssessment(db, userId, id);
  const { score, correct, total } = scoreAnswers(row.questions as StoredChoiceQuestion[], answers);
  await updateAssessment(db, id, { answers, score, submittedAt: new Date() });
  return { score, correct, total };
}

/** POST /assessments/knowledge/{id}/evaluate: a per-question review of userAnswers or the stored submission. */
export async function evaluateKnowledgeAssessment({
  db,
  userId,
  id,
  userAnswers,
}: UserOptions & { id: string; userAnswers?: SimpleAnswer[] }): Promise<SimpleAssessmentEvaluation> {
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
  const knownConcepts = await listConceptNames(db, ctx.userId, goalId);
  const { topics } = await ai.run(
    writeTopicAssessmentTask,
    { goal: goal.description, level: goal.level, ...(knownConcepts.length ? { knownConcepts } : {}) },
    ctx,
  );
  const id = await insertAssessment(db, {
    userId: ctx.userId,
    goalId,
    kind: "topic",
    subject: goal.description,
    questions: topics,
  });
  // The concepts each question checks stay with it (for the evidence); the learner sees the questions.
  const shown = topics.map((t) => ({
    ...t,
    questions: t.questions.map(({ concepts: _, ...question }) => question),
  }));
  return { id, goalId, topics: shown };
}

/** POST /goals/{id}/topic-assessment/submit: evaluates the answers; stored on the goal's latest topic assessment. */
export async function submitTopicAssessment(
  options: AiOptions & { goalId: string; submission: TopicSubmission },
): Promise<TopicEvaluation> {
  const { db, ai, ctx, goalId, submission } = options;
  const goal = await findOwnedGoal(db, ctx.userId, goalId);
  const evaluation = await ai.run(evaluateTopicAssessmentTask, { goal: goal.description, submission }, ctx);
  const latest = await findLatestTopicAssessment(db, ctx.userId, goalId);
  const stored = { answers: submission, evaluation, submittedAt: new Date() };
  if (latest) {
    await updateAssessment(db, latest.id, stored);
    await recordTopicEvidence({ db, userId: ctx.userId, goalId, assessment: latest, submission, evaluation });
  } else {
    const questions = submission.topics.map((t) => ({ title: t.topicTitle, questions: [] }));
    await insertAssessment(db, {
      userId: ctx.userId,
      goalId,
      kind: "topic",
      subject: goal.description,
      questions,
      ...stored,
    });
  }
  return evaluation;
}
