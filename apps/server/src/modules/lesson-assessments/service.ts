import {
  assessmentScore,
  isPassingScore,
  type LessonAssessment,
  type LessonBlock,
  type LessonGradingProgress,
  type SubmitLessonAssessmentRequest,
  scoreMessage,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { gradeOpenAnswerTask } from "../../ai/tasks/grade-open-answer/index.ts";
import type { GradeOpenAnswerInput } from "../../ai/tasks/grade-open-answer/prompt.ts";
import type { GradeOpenAnswerOutput } from "../../ai/tasks/grade-open-answer/schema.ts";
import { writeLessonAssessmentTask } from "../../ai/tasks/write-lesson-assessment/index.ts";
import { type Db, HOT_READ_MAX_AGE_MS, memoizedRead, type Tx } from "../../db/client.ts";
import type { StoredLessonQuestion, StoredQuestionResult } from "../../db/schema/index.ts";
import type { Background, JobDefinition } from "../../jobs/background.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { setLessonCompleted } from "../curriculum/index.ts";
import {
  findLessonConcepts,
  listLessonConceptNames,
  recordEvidence,
  resolveConceptNames,
} from "../learner-model/index.ts";
import {
  findLessonRow,
  type LessonWorkData,
  type LessonWorkDeps,
  queueLessonWork,
  runLessonWork,
  waitForLessonWork,
} from "../lessons/index.ts";
import { addMissedQuestionCards } from "../review/index.ts";
import { readCitedPassages } from "../sources/index.ts";
import { getUserTier } from "../subscriptions/index.ts";
import {
  type AssessmentRow,
  deleteAssessment,
  findAssessment,
  findAssessmentByLesson,
  insertAssessment,
  storeAttempt,
} from "./repository.ts";

type Deps = { db: Db; ai: AiEngine; actor: Actor };

/** Grades one open answer, streamed: `onFeedback` hears the feedback each time the model adds to it. */
async function streamGrade(
  deps: Deps,
  options: { input: GradeOpenAnswerInput; onFeedback: (feedback: string) => void },
): Promise<GradeOpenAnswerOutput> {
  let last: string | undefined;
  for await (const event of deps.ai.stream(gradeOpenAnswerTask, options.input, deps.actor)) {
    if (event.type === "final") return event.output;
    const feedback = typeof event.partial.feedback === "string" ? event.partial.feedback : "";
    if (feedback !== last) {
      last = feedback;
      options.onFeedback(feedback);
    }
  }
  throw new AppError("AI_UNAVAILABLE", "The grader stopped before its answer was complete.");
}

/** The concepts of the questions answered wrong, each once, in the order first missed. */
export function missedConceptsOf(results: readonly StoredQuestionResult[]): string[] {
  return [...new Set(results.flatMap((r) => (r.correct ? [] : (r.concepts ?? []))))];
}

/** An assessment as the learner may see it: questions without keys; the key only inside a result. */
export function toLessonAssessment(row: AssessmentRow): LessonAssessment {
  const result =
    row.score !== null && row.results && row.submittedAt
      ? {
          score: row.score,
          passed: isPassingScore(row.score),
          ...scoreMessage(row.score),
          questions: row.results.map(({ points: _points, concepts: _concepts, confidence: _c, ...rest }) => {
            const citation = row.questions[rest.index]?.citation;
            return {
              ...rest,
              citation: citation ? { ...citation, sourceDeleted: citation.sourceDeleted === true } : null,
            };
          }),
          missedConcepts: missedConceptsOf(row.results),
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

const WRITE_FAILED = "Failed to generate assessment questions";

type AssessmentWorkDeps = LessonWorkDeps & { ai: AiEngine };

/**
 * Writes the questions of a lesson's assessment from its content; answers their insert (one row per
 * lesson), which runs in the transaction that marks the work done.
 */
async function writeAssessment(
  deps: AssessmentWorkDeps,
  data: LessonWorkData,
): Promise<((tx: Tx) => Promise<unknown>) | undefined> {
  const { db } = deps;
  const lesson = await findLessonRow(db, data.userId, data.lessonId);
  if (!lesson) return;
  if (await findAssessmentByLesson(db, data.userId, data.lessonId)) return;
  const content = lesson.lesson.content;
  if (!content || lesson.lesson.generationStatus !== "ready") {
    throw new AppError("CONFLICT", "The lesson's content is still being written; the assessment follows it.");
  }
  const [tier, concepts] = await Promise.all([
    getUserTier({ db, userId: data.userId }),
    listLessonConceptNames(db, data.userId, data.lessonId),
  ]);
  // A grounded lesson's questions come from the passages it cites (numbered as in the lesson).
  const citations = lesson.lesson.citations.filter((c) => !c.sourceDeleted);
  const passages = await readCitedPassages(db, data.userId, citations);
  const output = await deps.ai.run(
    writeLessonAssessmentTask,
    {
      lessonTitle: lesson.lesson.title,
      blocks: content.blocks as LessonBlock[],
      ...(passages.length ? { passages } : {}),
      ...(concepts.length ? { concepts } : {}),
    },
    { userId: data.userId, tier },
  );
  const questions: StoredLessonQuestion[] = output.questions.map((q) => {
    const citation = citations.find((c) => c.n === q.passage && passages.some((p) => p.n === c.n));
    const cited = {
      ...(citation ? { citation } : {}),
      ...(q.concepts.length ? { concepts: q.concepts } : {}),
    };
    return q.kind === "choice"
      ? {
          kind: "choice",
          question: q.question,
          options: q.options,
          correctIndex: q.correctIndex ?? 0,
          ...cited,
        }
      : {
          kind: "open",
          question: q.question,
          modelAnswer: q.modelAnswer ?? "",
          rubric: q.rubric ?? "",
          ...cited,
        };
  });
  return (tx) => insertAssessment(tx, { userId: data.userId, lessonId: data.lessonId, questions });
}

/**
 * The lesson's assessment, written in the background: the server queues it when the lesson's
 * content is complete, and again when the learner asks for a new one.
 */
export const writeAssessmentJob: JobDefinition<LessonWorkData, AssessmentWorkDeps> = {
  name: "write-lesson-assessment",
  retryLimit: 2,
  expireInSeconds: 180,
  async accept({ db }, data) {
    const lesson = await findLessonRow(db, data.userId, data.lessonId);
    if (!lesson || lesson.lesson.isCompleted || lesson.lesson.generationStatus !== "ready") return false;
    if (await findAssessmentByLesson(db, data.userId, data.lessonId)) return false;
    return queueLessonWork(db, { ...data, kind: "assessment" });
  },
  run(deps, data, run) {
    return runLessonWork(deps, {
      lessonId: data.lessonId,
      kind: "assessment",
      run,
      failure: WRITE_FAILED,
      work: () => writeAssessment(deps, data),
    });
  },
};

/**
 * POST /lessons/{id}/assessment: makes sure the lesson's assessment is written (its job queued
 * once, however many callers: the work's state decides) and answers it when ready.
 */
export async function ensureLessonAssessment(
  deps: AssessmentWorkDeps & { background: Background; actor: Actor; lessonId: string },
): Promise<LessonAssessment> {
  const { db, actor, lessonId } = deps;
  const lesson = await findLessonRow(db, actor.userId, lessonId);
  if (!lesson) throw notFound("Lesson");
  const existing = await findAssessmentByLesson(db, actor.userId, lessonId);
  if (existing) return toLessonAssessment(existing);
  if (!lesson.lesson.content || lesson.lesson.generationStatus !== "ready") {
    throw new AppError("CONFLICT", "The lesson's content is still being written; the assessment follows it.");
  }
  const data = { userId: actor.userId, lessonId };
  if (await queueLessonWork(db, { ...data, kind: "assessment" })) {
    await deps.background.send(writeAssessmentJob, data, { queued: true });
  }
  await waitForLessonWork(deps, { lessonId, kind: "assessment", failure: WRITE_FAILED });
  const row = await findAssessmentByLesson(db, actor.userId, lessonId);
  if (!row) throw new AppError("AI_UNAVAILABLE", WRITE_FAILED);
  return toLessonAssessment(row);
}

/** GET /assessments/lesson/{lessonId}: the lesson's assessment; 404 when none was written yet. */
export async function getLessonAssessment(options: { db: Db; userId: string; lessonId: string }) {
  const { db, userId, lessonId } = options;
  // Kept until a write could change it: the page polls it while the assessment is prepared.
  return memoizedRead(
    db,
    {
      key: `lesson-assessment:${userId}:${lessonId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["lesson_assessments"],
    },
    async () => {
      const row = await findAssessmentByLesson(db, userId, lessonId);
      if (!row) throw notFound("Assessment");
      return toLessonAssessment(row);
    },
  );
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
  return (await prepareLessonAssessmentGrading(deps))();
}

/**
 * The checks of a submit (404, 409 without questions, 400 for a missing answer), done before an event
 * stream opens; answers the grading itself, which reports its progress to `onProgress`: once at the
 * start (choice answers are graded by their key) and as the model writes each open answer's grade.
 * The grading is not tied to the request: a learner who leaves still gets the attempt stored.
 */
export async function prepareLessonAssessmentGrading(
  deps: Deps & { assessmentId: string; body: SubmitLessonAssessmentRequest; background?: Background },
): Promise<(onProgress?: (progress: LessonGradingProgress) => void) => Promise<LessonAssessment>> {
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
  return (onProgress) => gradeAndStore({ ...deps, row, answers, onProgress });
}

/** What the learner answered, as words: a choice's text rather than its index. */
function givenAnswer(question: AssessmentRow["questions"][number] | undefined, answer: string): string {
  if (question?.kind !== "choice" || !/^\d$/.test(answer)) return answer;
  return question.options[Number(answer)] ?? answer;
}

async function gradeAndStore(
  deps: Deps & {
    row: AssessmentRow;
    answers: string[];
    background?: Background;
    onProgress?: (progress: LessonGradingProgress) => void;
  },
): Promise<LessonAssessment> {
  const { db, actor, row, answers } = deps;
  const total = row.questions.length;
  let graded = row.questions.filter((q) => q.kind === "choice").length;
  deps.onProgress?.({ graded, total, index: null, feedback: null });
  const answered = await Promise.all(
    row.questions.map(async (q, index): Promise<Omit<StoredQuestionResult, "concepts">> => {
      const yourAnswer = answers[index]!;
      if (q.kind === "choice") {
        const correctAnswer = q.options[q.correctIndex] ?? "";
        const chosen = /^\d$/.test(yourAnswer) ? q.options[Number(yourAnswer)] : yourAnswer;
        const correct = chosen?.trim().toLowerCase() === correctAnswer.trim().toLowerCase();
        return { index, correct, points: correct ? 1 : 0, yourAnswer, correctAnswer, feedback: null };
      }
      const input = {
        question: q.question,
        modelAnswer: q.modelAnswer,
        rubric: q.rubric,
        answer: yourAnswer,
      };
      // Streamed only when someone follows the progress; a plain JSON submit asks for the whole grade.
      const { onProgress } = deps;
      const grade = onProgress
        ? await streamGrade(deps, {
            input,
            onFeedback: (feedback) => onProgress({ graded, total, index, feedback: feedback || null }),
          })
        : await deps.ai.run(gradeOpenAnswerTask, input, actor);
      graded += 1;
      deps.onProgress?.({ graded, total, index, feedback: grade.feedback });
      return {
        index,
        correct: grade.score >= 0.5,
        points: grade.score,
        yourAnswer,
        correctAnswer: q.modelAnswer,
        feedback: grade.feedback,
        confidence: grade.confidence,
      };
    }),
  );
  // Each question checks some of the lesson's concepts (its named ones, else all): kept with its
  // result, so a failed attempt can say which concepts were missed (issue 38).
  const known = await findLessonConcepts(db, actor.userId, [row.lessonId]);
  const nameOf = new Map(known.map((c) => [c.id, c.name]));
  const conceptIdsOf = (index: number) => resolveConceptNames(known, row.questions[index]?.concepts);
  const results: StoredQuestionResult[] = answered.map((r) => {
    const names = conceptIdsOf(r.index).map((id) => nameOf.get(id)!);
    return names.length ? { ...r, concepts: names } : r;
  });
  const score = assessmentScore(results.map((r) => r.points));
  const stored = await storeAttempt(db, row.id, { answers, score, results });
  // Each answer is evidence on the concepts its question checks (issue 37); the attempt is named
  // by the one before it, so the same submit sent twice counts once.
  const attempt = row.submittedAt?.toISOString() ?? "first";
  await recordEvidence({
    db,
    userId: actor.userId,
    evidence: results.map((r) => ({
      conceptIds: conceptIdsOf(r.index),
      itemKey: `assessment:${row.id}:${attempt}:${r.index}`,
      kind: "assessment",
      score: r.points,
      choices: row.questions[r.index]?.kind === "choice" ? 4 : null,
      question: row.questions[r.index]?.question,
      given: givenAnswer(row.questions[r.index], r.yourAnswer),
    })),
  });
  // Every question missed becomes a review card (once per question).
  await addMissedQuestionCards({
    db,
    userId: actor.userId,
    missed: results
      .filter((r) => !r.correct)
      .map((r) => ({
        assessmentId: row.id,
        lessonId: row.lessonId,
        index: r.index,
        question: row.questions[r.index]!.question,
        correctAnswer: r.correctAnswer,
        feedback: r.feedback,
        concepts: row.questions[r.index]!.concepts,
      })),
  });
  if (isPassingScore(score)) {
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
