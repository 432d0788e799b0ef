import {
  DEFAULT_SESSION_REVIEW_CAP,
  ErrorReasons,
  gapFixProgress,
  type StudyNowSettings,
  type StudySession,
  type StudyStep,
  type StudySummary,
} from "@brainy/contract";
import { DateTime } from "luxon";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { readConceptMap } from "../learner-model/index.ts";
import { isTimeZone } from "../pomodoro/index.ts";
import { getReviewQueue } from "../review/index.ts";
import { planSessionSteps } from "./build.ts";
import {
  countPracticeSince,
  countReviewsSince,
  findAttemptGapFix,
  findOpenSession,
  findReviewCap,
  findSession,
  findStudyGoal,
  finishSessionIfSettled,
  insertSession,
  type SessionRow,
  type SessionWithSteps,
  type StepWithNames,
  saveReviewCap,
  settleStep,
} from "./repository.ts";

/** A mastery counts as risen past this much (forgetting moves untouched concepts a little). */
const ROSE_BY = 0.005;

type SessionOptions = UserOptions & { sessionId: string };

/** Whether the step's work is done as the server sees it, and how far along it is. */
async function checkStepWork(
  options: UserOptions,
  session: SessionRow,
  row: StepWithNames,
): Promise<{ done: boolean; progress: number | null }> {
  const { db, userId } = options;
  const { step } = row;
  switch (step.kind) {
    case "reviews": {
      const [reviewed, queue] = await Promise.all([
        countReviewsSince(db, userId, session.createdAt),
        getReviewQueue({ db, userId, timeZone: session.timeZone }),
      ]);
      return { done: reviewed >= (step.target ?? 0) || queue.dueToday === 0, progress: reviewed };
    }
    case "gap-fix": {
      if (row.lessonCompleted) return { done: true, progress: null };
      const fix = step.assessmentId ? await findAttemptGapFix(db, userId, step.assessmentId) : undefined;
      if (!fix) return { done: false, progress: null };
      const asked = new Set(fix.questions.map((q) => q.concept));
      const unlocked =
        fix.concepts.length === 0 ||
        (fix.concepts.every((c) => asked.has(c)) &&
          gapFixProgress(
            fix.questions.map((q) => ({ ...q, answeredAt: q.answeredAt?.toISOString() ?? null })),
          ).retakeUnlocked);
      return { done: unlocked, progress: null };
    }
    case "lesson":
      return { done: row.lessonCompleted === true, progress: null };
    case "practice": {
      if (!step.conceptId) return { done: false, progress: 0 };
      const answered = await countPracticeSince(db, userId, step.conceptId, session.createdAt);
      return { done: answered >= (step.target ?? 0), progress: answered };
    }
    default:
      return { done: true, progress: null };
  }
}

/** The session as the learner sees it: the current step carries its progress and whether it is done. */
async function toSession(options: UserOptions, found: SessionWithSteps): Promise<StudySession> {
  const { session, steps } = found;
  const current = steps.find((s) => s.step.state === "pending");
  const work = current ? await checkStepWork(options, session, current) : undefined;
  return {
    id: session.id,
    goalId: session.goalId,
    localDate: session.localDate,
    timeZone: session.timeZone,
    createdAt: session.createdAt.toISOString(),
    finishedAt: session.finishedAt?.toISOString() ?? null,
    current: current?.step.position ?? null,
    steps: steps.map(
      (row): StudyStep => ({
        index: row.step.position,
        kind: row.step.kind as StudyStep["kind"],
        state: row.step.state as StudyStep["state"],
        target: row.step.target,
        lessonId: row.step.lessonId,
        lessonTitle: row.lessonTitle,
        mode: row.step.mode as StudyStep["mode"],
        assessmentId: row.step.assessmentId,
        conceptId: row.step.conceptId,
        conceptName: row.conceptName,
        progress: row === current ? (work?.progress ?? null) : null,
        workDone: row === current ? (work?.done ?? false) : false,
      }),
    ),
  };
}

async function ownSession(options: SessionOptions): Promise<SessionWithSteps> {
  const found = await findSession(options.db, options.userId, options.sessionId);
  if (!found) throw notFound("Study session");
  return found;
}

/**
 * POST /study-now: today's unfinished session for the goal (the active one unless named), or a new
 * one built from the dated plan and the learner model. Two devices asking at once get one session.
 * 404 for a goal not the learner's, or no active goal; 400 for an unknown time zone.
 */
export async function startStudySession(
  options: UserOptions & { goalId?: string; timeZone?: string; now?: Date },
): Promise<StudySession> {
  const { db, userId } = options;
  const timeZone = options.timeZone ?? "UTC";
  if (!isTimeZone(timeZone)) throw new AppError("VALIDATION_FAILED", `Unknown time zone: ${timeZone}`);
  const goal = await findStudyGoal(db, userId, options.goalId);
  if (!goal)
    throw options.goalId
      ? notFound("Goal")
      : new AppError("NOT_FOUND", "No active goal found", { details: { reason: ErrorReasons.noActiveGoal } });
  const localDate = DateTime.fromJSDate(options.now ?? new Date(), { zone: timeZone }).toISODate() ?? "";
  let session = await findOpenSession(db, userId, goal.id, localDate);
  if (!session) {
    const { steps, masteryAtStart } = await planSessionSteps({ db, userId, goalId: goal.id, timeZone });
    session =
      (await insertSession(db, { userId, goalId: goal.id, localDate, timeZone, masteryAtStart }, steps)) ??
      (await findOpenSession(db, userId, goal.id, localDate));
    if (!session) throw notFound("Study session");
  }
  return toSession(options, await ownSession({ ...options, sessionId: session.id }));
}

/** GET /study-now/{id}: where the session stands. 404 for another learner's. */
export async function getStudySession(options: SessionOptions): Promise<StudySession> {
  return toSession(options, await ownSession(options));
}

/**
 * POST /study-now/{id}/steps/{n}/skip and /complete: settles the current step. 400 for a step the
 * session does not have, 409 for one that is not the current step (already settled, or an earlier
 * one pending) and for completing one whose work the server cannot see done (reviews left, the
 * lesson not completed, practice not answered, the gaps not fixed).
 */
export async function settleStudyStep(
  options: SessionOptions & { index: number; as: "done" | "skipped" },
): Promise<StudySession> {
  const found = await ownSession(options);
  const row = found.steps.find((s) => s.step.position === options.index);
  if (!row) throw new AppError("VALIDATION_FAILED", `This session has no step ${options.index}.`);
  const current = found.steps.find((s) => s.step.state === "pending");
  const notCurrent = () =>
    new AppError("CONFLICT", "That step is not the session's current step.", {
      details: { reason: ErrorReasons.stepNotCurrent, current: current?.step.position ?? null },
    });
  if (row !== current) throw notCurrent();
  if (options.as === "done") {
    const work = await checkStepWork(options, found.session, row);
    if (!work.done)
      throw new AppError("CONFLICT", "This step's work is not done yet: finish it or skip it.", {
        details: { reason: ErrorReasons.stepNotDone, progress: work.progress, target: row.step.target },
      });
  }
  if (!(await settleStep(options.db, options.sessionId, options.index, options.as))) throw notCurrent();
  await finishSessionIfSettled(options.db, options.sessionId, row.step.kind === "summary");
  return getStudySession(options);
}

/**
 * GET /study-now/{id}/summary: the concepts whose mastery rose since the session began (a concept
 * not practised then counts from nothing), and the reviews due tomorrow.
 */
export async function getStudySummary(options: SessionOptions): Promise<StudySummary> {
  const { db, userId } = options;
  const { session, steps } = await ownSession(options);
  const [map, queue] = await Promise.all([
    readConceptMap({ db, userId, goalId: session.goalId }),
    getReviewQueue({ db, userId, timeZone: session.timeZone }),
  ]);
  const rose = map.concepts
    .filter((c) => c.practised && c.mastery !== null)
    .map((c) => ({
      conceptId: c.id,
      name: c.name,
      from: session.masteryAtStart[c.id] ?? null,
      to: c.mastery!,
    }))
    .filter((c) => c.to > (c.from ?? 0) + ROSE_BY)
    .sort((a, b) => b.to - (b.from ?? 0) - (a.to - (a.from ?? 0)));
  return {
    sessionId: session.id,
    rose,
    dueTomorrow: queue.dueTomorrow,
    done: steps.filter((s) => s.step.state === "done").length,
    skipped: steps.filter((s) => s.step.state === "skipped").length,
  };
}

/** GET /study-now/settings. */
export async function getStudyNowSettings(options: UserOptions): Promise<StudyNowSettings> {
  return { reviewCap: (await findReviewCap(options.db, options.userId)) ?? DEFAULT_SESSION_REVIEW_CAP };
}

/** PUT /study-now/settings: later sessions take at most this many due reviews. */
export async function setStudyNowSettings(
  options: UserOptions & StudyNowSettings,
): Promise<StudyNowSettings> {
  await saveReviewCap(options.db, options.userId, options.reviewCap);
  return { reviewCap: options.reviewCap };
}
