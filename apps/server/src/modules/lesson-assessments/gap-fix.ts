import {
  ErrorReasons,
  GAP_FIX_QUESTIONS_PER_CONCEPT,
  type GapFix,
  gapFixProgress,
  type LessonBlock,
  PASS_MARK,
} from "@brainy/contract";
import { writeGapFixTask } from "../../ai/tasks/write-gap-fix/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Actor } from "../../plugins/auth.ts";
import { claimLessonRewrite, restoreLessonBeforeRewrite } from "../course-edits/index.ts";
import { takeLessonGeneration } from "../entitlements/index.ts";
import { findGapFixPractice, findLessonConcepts, writeGapFixPractice } from "../learner-model/index.ts";
import { findLessonRow, type GenerationDeps, startLessonRewrite } from "../lessons/index.ts";
import {
  claimGapFixQuestions,
  findGapFix,
  type GapFixRow,
  insertGapFix,
  releaseGapFixQuestions,
  setGapFixPart,
} from "./gap-fix-repository.ts";
import { type AssessmentRow, findAssessment } from "./repository.ts";
import { missedConceptsOf } from "./service.ts";

/** The heading the part is added under, after the lesson's last block. */
export const GAP_FIX_HEADING = "Fix the gaps";

/** How long a new fix may take to claim its lesson before a part still 'writing' counts as stalled. */
const CLAIM_GRACE_MS = 30_000;

type FixDeps = GenerationDeps & { actor: Actor; assessmentId: string };

/** The learner's failed attempt: 404 when not theirs, 409 when not answered yet or passed. */
async function findFailedAttempt(deps: FixDeps): Promise<AssessmentRow & { submittedAt: Date }> {
  const row = await findAssessment(deps.db, deps.actor.userId, deps.assessmentId);
  if (!row) throw notFound("Assessment");
  const { submittedAt } = row;
  if (!submittedAt || row.score === null || row.score >= PASS_MARK || !row.results)
    throw new AppError("CONFLICT", "'Fix the gaps' follows a failed attempt of this assessment.", {
      details: { reason: ErrorReasons.attemptNotFailed },
    });
  return { ...row, submittedAt };
}

/** Where a fix stands: a concept without questions yet is not fixed; a fix without concepts has nothing to answer. */
function progressOf(concepts: string[], questions: GapFix["questions"]) {
  const progress = gapFixProgress(questions);
  const asked = new Set(questions.map((q) => q.concept));
  const allAsked = concepts.every((c) => asked.has(c));
  return {
    retakeUnlocked: concepts.length === 0 || (allAsked && progress.retakeUnlocked),
    needsMore: progress.needsMore,
  };
}

/** The fix as the learner sees it: its concepts, the part's state and the questions with their answers. */
async function readGapFix(deps: FixDeps, fix: GapFixRow): Promise<GapFix> {
  const { db, actor } = deps;
  const [items, lesson] = await Promise.all([
    findGapFixPractice(db, actor.userId, fix.id),
    findLessonRow(db, actor.userId, fix.lessonId),
  ]);
  const questions = items.map((q) => ({
    id: q.id,
    concept: q.conceptName,
    question: q.question,
    choices: q.choices,
    correct: q.answeredAt ? q.correct : null,
    answeredAt: q.answeredAt?.toISOString() ?? null,
  }));
  // A part left 'writing' by a process that stopped is not being written any more (a fix just made
  // has not claimed its lesson yet: not stalled).
  const stalled =
    fix.partStatus === "writing" &&
    lesson?.lesson.generationStatus !== "generating" &&
    Date.now() - fix.createdAt.getTime() > CLAIM_GRACE_MS;
  return {
    id: fix.id,
    assessmentId: fix.assessmentId,
    lessonId: fix.lessonId,
    concepts: fix.concepts,
    partStatus: stalled ? "failed" : (fix.partStatus as GapFix["partStatus"]),
    questions,
    ...progressOf(fix.concepts, questions),
    createdAt: fix.createdAt.toISOString(),
  };
}

/**
 * Writes the part for the missed concepts into the lesson, streamed as a rewrite is (the lesson
 * page follows GET /lessons/{id}/content-stream): the lesson as it was is kept in lesson_versions,
 * the new version is the lesson then the part under 'Fix the gaps'. Quota as a lesson rewrite: one
 * lesson generation, with the lesson as its subject (a lesson written today costs nothing more);
 * given back when the part fails, which puts the lesson back as it was.
 */
async function startPart(deps: FixDeps, attempt: AssessmentRow, fix: GapFixRow): Promise<void> {
  const { db, actor } = deps;
  const userId = actor.userId;
  const row = await findLessonRow(db, userId, attempt.lessonId);
  if (!row) throw notFound("Lesson");
  const { lesson } = row;
  if (lesson.generationStatus !== "ready" || !lesson.content)
    throw new AppError("CONFLICT", "The lesson is being written; fix the gaps once it is ready.", {
      details: { reason: ErrorReasons.lessonGenerating },
    });
  const receipt = await takeLessonGeneration({ db, userId, tier: actor.tier, lessonId: lesson.id });
  const content = lesson.content as { title: string; blocks: LessonBlock[] };
  const old = { version: lesson.contentVersion, title: content.title, content };
  const claimed = await claimLessonRewrite(db, {
    userId,
    lessonId: lesson.id,
    old,
    replacedBy: "fix-the-gaps",
  });
  if (!claimed) {
    await receipt.release().catch(() => {});
    throw new AppError("CONFLICT", "The lesson is being written; fix the gaps once it is ready.", {
      details: { reason: ErrorReasons.lessonGenerating },
    });
  }
  const results = attempt.results ?? [];
  const input = {
    lessonTitle: lesson.title,
    blocks: content.blocks,
    concepts: fix.concepts,
    mistakes: results
      .filter((r) => !r.correct)
      .map((r) => ({
        question: attempt.questions[r.index]?.question ?? "",
        yourAnswer: r.yourAnswer,
        correctAnswer: r.correctAnswer,
        concepts: r.concepts ?? [],
      })),
  };
  startLessonRewrite({
    db,
    ai: deps.ai,
    hub: deps.hub,
    log: deps.log,
    actor,
    lessonId: lesson.id,
    title: content.title,
    grounding: [],
    receipt,
    append: {
      keep: [...content.blocks, { type: "header", level: 2, text: GAP_FIX_HEADING }],
      write: (signal) => deps.ai.stream(writeGapFixTask, input, actor, { signal }),
    },
    onWritten: async () => {
      await setGapFixPart(db, fix.id, "ready");
    },
    restore: async () => {
      await restoreLessonBeforeRewrite(db, {
        lessonId: lesson.id,
        version: old.version,
        content: old.content,
        audio: {
          audioUrl: lesson.audioUrl,
          audioPeaks: lesson.audioPeaks,
          audioDurationSeconds: lesson.audioDurationSeconds,
        },
      });
      await setGapFixPart(db, fix.id, "failed");
    },
  });
}

/**
 * Writes the questions a fix lacks: GAP_FIX_QUESTIONS_PER_CONCEPT on a concept that has none yet,
 * one more on a concept whose questions are all answered and the last one wrong.
 */
async function topUpQuestions(deps: FixDeps, fix: GapFixRow): Promise<void> {
  const { db, actor } = deps;
  // One request writes them, deciding what is lacking once it holds the claim; a parallel one
  // answers the fix as it stands.
  if (!(await claimGapFixQuestions(db, fix.id))) return;
  try {
    const [current, known] = await Promise.all([
      readGapFix(deps, fix),
      findLessonConcepts(db, actor.userId, [fix.lessonId]),
    ]);
    const asked = new Set(current.questions.map((q) => q.concept));
    const more = new Set(current.needsMore);
    const wanted = fix.concepts.flatMap((name) => {
      const count = !asked.has(name) ? GAP_FIX_QUESTIONS_PER_CONCEPT : more.has(name) ? 1 : 0;
      const concept = known.find((c) => c.name === name);
      return count > 0 && concept ? [{ conceptId: concept.id, count }] : [];
    });
    await Promise.all(
      wanted.map((w) => writeGapFixPractice({ db, ai: deps.ai, actor, gapFixId: fix.id, ...w })),
    );
  } finally {
    await releaseGapFixQuestions(db, fix.id);
  }
}

/**
 * POST /assessments/lesson/{id}/fix-gaps ('Fix the gaps', issue 38, ADR 0051): for the learner's
 * failed attempt, a short part for the missed concepts streamed into the lesson and fresh practice
 * questions on each. Once per attempt: asked again it answers the same fix, writing only the
 * questions it lacks (one more on a concept last answered wrong) and the part again if it failed.
 * 404 for another learner's assessment; 409 when the attempt did not fail or the lesson is being
 * written; on the Free plan 429 past the day's lesson, as a lesson rewrite.
 */
export async function startGapFix(deps: FixDeps): Promise<GapFix> {
  const { db, actor } = deps;
  const attempt = await findFailedAttempt(deps);
  const existing = await findGapFix(db, actor.userId, attempt.id, attempt.submittedAt);
  let fix = existing;
  if (!fix) {
    const made = await insertGapFix(db, {
      userId: actor.userId,
      lessonId: attempt.lessonId,
      assessmentId: attempt.id,
      attemptAt: attempt.submittedAt,
      concepts: missedConceptsOf(attempt.results ?? []),
    });
    fix = made ?? (await findGapFix(db, actor.userId, attempt.id, attempt.submittedAt));
    if (!fix) throw notFound("Assessment");
    if (made) {
      try {
        await startPart(deps, attempt, made);
      } catch (error) {
        await setGapFixPart(db, made.id, "failed");
        throw error;
      }
    }
  } else if ((await readGapFix(deps, existing!)).partStatus === "failed") {
    // The part failed (or its process stopped): written again, by one request only.
    if (await setGapFixPart(db, fix.id, "writing", fix.partStatus as "writing" | "failed")) {
      try {
        await startPart(deps, attempt, fix);
      } catch (error) {
        await setGapFixPart(db, fix.id, "failed");
        throw error;
      }
    }
  }
  await topUpQuestions(deps, fix);
  return readGapFix(deps, fix);
}

/** GET /assessments/lesson/{id}/fix-gaps: the fix of the assessment's latest attempt; 404 when none. */
export async function getGapFix(deps: FixDeps): Promise<GapFix> {
  const row = await findAssessment(deps.db, deps.actor.userId, deps.assessmentId);
  const fix = row?.submittedAt && (await findGapFix(deps.db, deps.actor.userId, row.id, row.submittedAt));
  if (!fix) throw notFound("Fix the gaps");
  return readGapFix(deps, fix);
}
