import {
  type LessonAssessment,
  type LessonBlock,
  PASS_MARK,
  type SubmitLessonAssessmentRequest,
  scoreMessage,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { gradeOpenAnswerTask } from "../../ai/tasks/grade-open-answer/index.ts";
import { writeLessonAssessmentTask } from "../../ai/tasks/write-lesson-assessment/index.ts";
import type { Db } from "../../db/client.ts";
import type { StoredLessonQuestion, StoredQuestionResult } from "../../db/schema/index.ts";
import type { Background } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { setLessonCompleted } from "../curriculum/completion.ts";
import { findLessonRow } from "../lessons/repository.ts";
import {
  type AssessmentRow,
  claimAssessment,
  deleteAssessment,
  findAssessment,
  findAssessmentByLesson,
  storeAttempt,
  storeQuestions,
} from "./repository.ts";

type Deps = { db: Db; ai: AiEngine; actor: Actor };

/** An assessment as the learner may see it: questions without keys; the key only inside a result. */
export function toLessonAssessment(row: AssessmentRow): LessonAssessment {
  const result =
    row.score !== null && row.results && row.submittedAt
      ? {
          score: row.score,
          passed: row.score >= PASS_MARK,
          ...scoreMessage(row.score),
          questions: row.results.map(({ points: _points, ...rest }) => rest),
          submittedAt: row.submittedAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    lessonId: row.lessonId,
    status: row.status as LessonAssessment["status"],
    questions: row.questions.map((q, index) => ({
      index,
      question: q.question,
      type: q.kind === "choice" ? "multiple-choice" : "open",
      options: q.kind === "choice" ? q.options : [],
    })),
    isCompleted: result?.passed ?? false,
    result,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /lessons/{id}/assessment: writes the lesson's assessment once from its content (parallel
 * calls make one: the first claims the lesson's row, the others wait for it) and answers it.
 */
export async function ensureLessonAssessment(deps: Deps & { lessonId: string }): Promise<LessonAssessment> {
  const { db, actor, lessonId } = deps;
  const lesson = await findLessonRow(db, actor.userId, lessonId);
  if (!lesson) throw notFound("Lesson");
  const content = lesson.lesson.content;
  if (!content || lesson.lesson.generationStatus !== "ready") {
    throw new AppError("CONFLICT", "The lesson's content is still being written; the assessment follows it.");
  }
  const claimed = await claimAssessment(db, actor.userId, lessonId);
  if (claimed) {
    try {
      const output = await deps.ai.run(
        writeLessonAssessmentTask,
        { lessonTitle: lesson.lesson.title, blocks: content.blocks as LessonBlock[] },
        actor,
      );
      const questions: StoredLessonQuestion[] = output.questions.map((q) =>
        q.kind === "choice"
          ? { kind: "choice", question: q.question, options: q.options, correctIndex: q.correctIndex ?? 0 }
          : { kind: "open", question: q.question, modelAnswer: q.modelAnswer ?? "", rubric: q.rubric ?? "" },
      );
      await storeQuestions(db, claimed.id, questions);
    } catch (error) {
      await deleteAssessment(db, actor.userId, claimed.id);
      throw error;
    }
  }
  for (let waited = 0; waited < 120_000; waited += 250) {
    const row = await findAssessmentByLesson(db, actor.userId, lessonId);
    if (!row) throw new AppError("AI_UNAVAILABLE", "Failed to generate assessment questions");
    if (row.status === "ready") return toLessonAssessment(row);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new AppError("AI_UNAVAILABLE", "Assessment generation timeout");
}

/** GET /assessments/lesson/{lessonId}: the lesson's assessment; 404 when none was written yet. */
export async function getLessonAssessment(options: { db: Db; userId: string; lessonId: string }) {
  const row = await findAssessmentByLesson(options.db, options.userId, options.lessonId);
  if (!row) throw notFound("Assessment");
  return toLessonAssessment(row);
}

/** DELETE /assessments/lesson/{assessmentId}: questions, answers and result are discarded. */
export async function removeLessonAssessment(options: { db: Db; userId: string; assessmentId: string }) {
  if (!(await deleteAssessment(options.db, options.userId, options.assessmentId)))
    throw notFound("Assessment");
  return { id: options.assessmentId, deleted: true as const };
}

/** The learner's answer to question `index`, whichever shape the client sent. */
function answerAt(answers: SubmitLessonAssessmentRequest["answers"], index: number): string {
  const keyed = answers.find((a) => typeof a !== "string" && a.questionIndex === index);
  if (keyed && typeof keyed !== "string") return keyed.selectedAnswer.trim();
  const positional = answers[index];
  return typeof positional === "string" ? positional.trim() : "";
}

/**
 * POST /assessments/lesson/{id}/submit: the server grades (choice by the stored key, open answers
 * against their rubric by the AI) and ignores any grade the client sends. 60 or more completes
 * the lesson with that grade (section, course and goal follow); less leaves it open.
 */
export async function submitLessonAssessment(
  deps: Deps & { assessmentId: string; body: SubmitLessonAssessmentRequest; background?: Background },
): Promise<LessonAssessment> {
  const { db, actor } = deps;
  const row = await findAssessment(db, actor.userId, deps.assessmentId);
  if (!row) throw notFound("Assessment");
  if (row.status !== "ready" || row.questions.length === 0) {
    throw new AppError(
      "CONFLICT",
      "No questions were generated for this assessment. Please try again later.",
    );
  }
  const answers = row.questions.map((_, i) => answerAt(deps.body.answers, i));
  const missing = answers.indexOf("");
  if (missing >= 0)
    throw new AppError(
      "VALIDATION_FAILED",
      `Question ${missing + 1} has no answer: every answer is required.`,
    );
  const results: StoredQuestionResult[] = await Promise.all(
    row.questions.map(async (q, index): Promise<StoredQuestionResult> => {
      const yourAnswer = answers[index]!;
      if (q.kind === "choice") {
        const correctAnswer = q.options[q.correctIndex] ?? "";
        const chosen = /^\d$/.test(yourAnswer) ? q.options[Number(yourAnswer)] : yourAnswer;
        const correct = chosen?.trim().toLowerCase() === correctAnswer.trim().toLowerCase();
        return { index, correct, points: correct ? 1 : 0, yourAnswer, correctAnswer, feedback: null };
      }
      const grade = await deps.ai.run(
        gradeOpenAnswerTask,
        { question: q.question, modelAnswer: q.modelAnswer, rubric: q.rubric, answer: yourAnswer },
        actor,
      );
      return {
        index,
        correct: grade.score >= 0.5,
        points: grade.score,
        yourAnswer,
        correctAnswer: q.modelAnswer,
        feedback: grade.feedback,
      };
    }),
  );
  const score = Math.round((results.reduce((sum, r) => sum + r.points, 0) / results.length) * 100);
  const stored = await storeAttempt(db, row.id, { answers, score, results });
  if (score >= PASS_MARK) {
    await setLessonCompleted({
      db,
      userId: actor.userId,
      lessonId: row.lessonId,
      isCompleted: true,
      background: deps.background,
    });
  }
  return toLessonAssessment(stored);
}
