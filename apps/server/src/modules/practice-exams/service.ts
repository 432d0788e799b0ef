import {
  PRACTICE_EXAM_SECONDS_PER_ITEM,
  type PracticeExam,
  type PracticeExamSummary,
  type StartPracticeExamRequest,
} from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { takePracticeExam } from "../entitlements/index.ts";
import { composeExamItems } from "./compose.ts";
import { gradeExam } from "./grading.ts";
import {
  claimExamForGrading,
  type ExamRow,
  findExam,
  findExamItems,
  findExamScope,
  findOpenExams,
  GRADING_CLAIM_MS,
  insertExam,
  reopenExam,
  saveItemAnswer,
} from "./repository.ts";
import { toPracticeExam } from "./view.ts";

type Deps = { db: Db; ai: AiEngine; actor: Actor };

/** How long a second submit of an exam being graded waits for the first one's report. */
const WAIT_FOR_GRADING_MS = 90_000;

const isTimeUp = (exam: ExamRow) => exam.deadline !== null && exam.deadline.getTime() <= Date.now();

async function titleOf(db: Db, exam: ExamRow): Promise<string> {
  const scope = await findExamScope(db, exam.userId, exam.goalId, exam.courseId);
  return scope?.course?.title ?? scope?.goal.title ?? "Practice exam";
}

async function viewExam(db: Db, exam: ExamRow): Promise<PracticeExam> {
  const [items, title] = await Promise.all([findExamItems(db, exam.userId, exam.id), titleOf(db, exam)]);
  return toPracticeExam(exam, items, title);
}

/**
 * Grades the exam once: the caller that wins the claim grades it; a parallel submit waits for that
 * grading and answers the same report. A grading that fails opens the exam again (the learner may
 * submit again), with its answers kept.
 */
async function submitOnce(deps: Deps, examId: string): Promise<ExamRow> {
  const { db, actor } = deps;
  const claimed = await claimExamForGrading(db, actor.userId, examId);
  if (claimed) {
    try {
      const closed = await gradeExam(deps, claimed);
      if (closed) return closed;
    } catch (error) {
      await reopenExam(db, claimed);
      throw error;
    }
  }
  const until = Date.now() + WAIT_FOR_GRADING_MS;
  for (;;) {
    const row = await findExam(db, actor.userId, examId);
    if (!row) throw notFound("Practice exam");
    if (row.status !== "grading" || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A grading claim left by a process that stopped (ADR 0044): the next reader grades it. */
const isAbandoned = (exam: ExamRow) =>
  exam.status === "grading" &&
  exam.gradingAt !== null &&
  exam.gradingAt.getTime() < Date.now() - GRADING_CLAIM_MS;

/**
 * On the next read of it, an exam whose timer ran out is submitted with what was answered, and
 * one whose grader stopped is graded.
 */
async function settle(deps: Deps, exam: ExamRow): Promise<ExamRow> {
  if ((exam.status === "in_progress" && isTimeUp(exam)) || isAbandoned(exam))
    return submitOnce(deps, exam.id);
  return exam;
}

const examInProgress = (examId: string | undefined) =>
  new AppError("CONFLICT", "A practice exam of this goal is in progress: finish or submit it first.", {
    details: { reason: "EXAM_IN_PROGRESS", examId: examId ?? null },
  });

/**
 * POST /practice-exams: a practice exam of 10, 20 or 40 items on a goal or one of its courses
 * (404 for another learner's), timed or not. One at a time per goal (409 EXAM_IN_PROGRESS naming
 * it); the plan's limit is taken before the questions are written and given back if they cannot be.
 */
export async function startPracticeExam(
  deps: Deps & { body: StartPracticeExamRequest },
): Promise<PracticeExam> {
  const { db, actor, body } = deps;
  const scope = await findExamScope(db, actor.userId, body.goalId, body.courseId);
  if (!scope) throw notFound(body.courseId ? "Course" : "Goal");
  for (const open of await findOpenExams(db, actor.userId, body.goalId)) {
    const settled = await settle(deps, open.exam);
    if (settled.status !== "submitted") throw examInProgress(settled.id);
  }
  const receipt = await takePracticeExam({ db, userId: actor.userId, tier: actor.tier });
  try {
    const items = await composeExamItems({
      ...deps,
      goalId: body.goalId,
      courseId: body.courseId,
      goalTitle: scope.goal.title,
      scopeTitle: scope.course?.title ?? scope.goal.title,
      size: body.size,
    });
    const exam = await insertExam(
      db,
      {
        userId: actor.userId,
        goalId: body.goalId,
        courseId: body.courseId,
        deadlineSeconds: body.timed ? items.length * PRACTICE_EXAM_SECONDS_PER_ITEM : null,
      },
      items,
    );
    if (!exam) throw examInProgress((await findOpenExams(db, actor.userId, body.goalId))[0]?.exam.id);
    return viewExam(db, exam);
  } catch (error) {
    await receipt.release();
    throw error;
  }
}

/** GET /practice-exams/{id}: the exam with the answers saved so far, or its report; 404 for another learner's. */
export async function getPracticeExam(deps: Deps & { examId: string }): Promise<PracticeExam> {
  const exam = await findExam(deps.db, deps.actor.userId, deps.examId);
  if (!exam) throw notFound("Practice exam");
  return viewExam(deps.db, await settle(deps, exam));
}

/**
 * PUT /practice-exams/{id}/items/{position}/answer: saves one answer as given (resume on any
 * device). 409 once submitted (EXAM_SUBMITTED) or once the timer ran out (TIME_UP: the exam is
 * then submitted with what was answered); 400 for a choice the item does not offer.
 */
export async function savePracticeExamAnswer(
  deps: Deps & { examId: string; position: number; answer: string },
): Promise<PracticeExam> {
  const { db, actor, examId, position } = deps;
  const answer = deps.answer.trim();
  const exam = await findExam(db, actor.userId, examId);
  if (!exam) throw notFound("Practice exam");
  const refuse = async (outcome: "closed" | "time-up") => {
    if (outcome === "closed")
      return new AppError("CONFLICT", "This exam has been submitted: answers can no longer change.", {
        details: { reason: "EXAM_SUBMITTED" },
      });
    await submitOnce(deps, examId);
    return new AppError("CONFLICT", "Time is up: the exam was submitted with what you had answered.", {
      details: { reason: "TIME_UP" },
    });
  };
  if (exam.status !== "in_progress") throw await refuse("closed");
  if (isTimeUp(exam)) throw await refuse("time-up");
  if (answer) {
    const item = (await findExamItems(db, actor.userId, examId)).find((i) => i.position === position);
    if (item && item.kind === "choice" && !item.options.some((o) => o.trim() === answer))
      throw new AppError("VALIDATION_FAILED", "That answer is not one of the item's choices.", {
        details: { issues: [{ path: "body.answer", message: "not one of the choices" }] },
      });
  }
  // The save checks the exam's state again, atomically with a submit.
  const outcome = await saveItemAnswer(db, { userId: actor.userId, examId, position, answer });
  if (outcome === "no-exam") throw notFound("Practice exam");
  if (outcome === "no-item") throw notFound("Exam item");
  if (outcome !== "saved") throw await refuse(outcome);
  return getPracticeExam({ ...deps, examId });
}

/** POST /practice-exams/{id}/submit: graded on the server, once however many submits arrive. */
export async function submitPracticeExam(deps: Deps & { examId: string }): Promise<PracticeExam> {
  const exam = await findExam(deps.db, deps.actor.userId, deps.examId);
  if (!exam) throw notFound("Practice exam");
  if (exam.status === "submitted") return viewExam(deps.db, exam);
  return viewExam(deps.db, await submitOnce(deps, exam.id));
}

/** GET /practice-exams/in-progress: exams left half done (any device), those whose timer ran out submitted first. */
export async function listOpenPracticeExams(deps: Deps): Promise<{ exams: PracticeExamSummary[] }> {
  const open = await findOpenExams(deps.db, deps.actor.userId);
  const exams: PracticeExamSummary[] = [];
  for (const { exam, answered } of open) {
    const settled = await settle(deps, exam);
    if (settled.status === "submitted") continue;
    exams.push({
      id: exam.id,
      goalId: exam.goalId,
      courseId: exam.courseId,
      title: await titleOf(deps.db, exam),
      size: exam.size,
      answered,
      deadline: exam.deadline?.toISOString() ?? null,
    });
  }
  return { exams };
}
