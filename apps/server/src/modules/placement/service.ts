import { conceptKey, ErrorReasons, PLACEMENT_MAX_QUESTIONS, type Placement } from "@brainy/contract";
import type { AiEngine } from "../../ai/engine.ts";
import { writePlacementQuestionsTask } from "../../ai/tasks/write-placement-questions/index.ts";
import type { Db } from "../../db/client.ts";
import type { StoredPlacementItem } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import type { Actor } from "../../plugins/auth.ts";
import {
  choosePlacementConcept,
  findLikelyKnownLessons,
  listPlacementConcepts,
  recordEvidence,
} from "../learner-model/index.ts";
import {
  countOpenLessons,
  findActiveCourseLessonIds,
  findOwnedGoal,
  findPlacement,
  insertSkippedPlacement,
  type PlacementRow,
  saveAnswer,
  saveStartedPlacement,
  setPlacementStatus,
} from "./repository.ts";

/** Concepts a check writes questions on at most (one question each, in one AI call). */
export const PLACEMENT_SCOPE = 20;

type GoalOptions = UserOptions & { goalId: string };

const ended = () =>
  new AppError("CONFLICT", "This placement check has ended.", {
    details: { reason: ErrorReasons.placementEnded },
  });

async function assertOwnedGoal(options: GoalOptions) {
  const goal = await findOwnedGoal(options.db, options.userId, options.goalId);
  if (!goal) throw notFound("Goal");
  return goal;
}

/** The check as the learner sees it: the question to answer, the last verdict, the lessons marked. */
async function toPlacement(options: GoalOptions, row: PlacementRow | undefined): Promise<Placement> {
  const { db, userId, goalId } = options;
  const known = await countOpenLessons(db, userId, await findLikelyKnownLessons({ db, userId, goalId }));
  const base = { goalId, maxQuestions: PLACEMENT_MAX_QUESTIONS, likelyKnownLessons: known };
  if (!row)
    return { ...base, status: "not_started", answered: 0, question: null, lastAnswer: null, endReason: null };
  const current =
    row.status === "in_progress" && row.currentItem !== null ? row.items[row.currentItem] : null;
  const last = row.answers.at(-1);
  const lastItem = last ? row.items[last.item] : undefined;
  return {
    ...base,
    status: row.status as Placement["status"],
    answered: row.answered,
    question: current
      ? { number: row.answered + 1, question: current.question, choices: current.choices }
      : null,
    lastAnswer:
      last && lastItem
        ? { correct: last.correct, answerIndex: lastItem.answerIndex, explanation: lastItem.explanation }
        : null,
    endReason: (row.endReason as Placement["endReason"]) ?? null,
  };
}

/** GET /goals/{id}/placement: the goal's check (not_started before one); 404 for another user's goal. */
export async function readPlacement(options: GoalOptions): Promise<Placement> {
  await assertOwnedGoal(options);
  return toPlacement(options, await findPlacement(options.db, options.userId, options.goalId));
}

/** The next question of a check, or its end, by the learner model (see `choosePlacementQuestion`). */
async function chooseNext(options: GoalOptions, items: StoredPlacementItem[], askedItems: Set<number>) {
  const choice = await choosePlacementConcept({
    ...options,
    scope: items.map((i) => i.conceptId),
    candidates: items.flatMap((item, i) =>
      askedItems.has(i) ? [] : [{ id: item.conceptId, choices: item.choices.length }],
    ),
    answered: askedItems.size,
    maxQuestions: PLACEMENT_MAX_QUESTIONS,
  });
  if (choice.next === null) return { currentItem: null, status: "done" as const, endReason: choice.reason };
  const index = items.findIndex((item, i) => !askedItems.has(i) && item.conceptId === choice.next);
  return { currentItem: index, status: "in_progress" as const, endReason: null };
}

/** One question per concept from the AI's answer, matched by the concept's normalised name. */
async function writeItems(options: { db: Db; ai: AiEngine; actor: Actor; goalId: string }) {
  const { db, ai, actor, goalId } = options;
  const goal = await assertOwnedGoal({ db, userId: actor.userId, goalId });
  const [all, active] = await Promise.all([
    listPlacementConcepts(db, actor.userId, goalId),
    findActiveCourseLessonIds(db, actor.userId, goalId),
  ]);
  // The course studied next: the active course's concepts (all the goal's when it has none).
  const ofActive = all.filter((c) => c.lessonIds.some((id) => active.has(id)));
  const concepts = (ofActive.length > 0 ? ofActive : all).slice(0, PLACEMENT_SCOPE);
  if (concepts.length === 0)
    throw new AppError("CONFLICT", "This goal's lessons name no concepts yet: there is nothing to check.", {
      details: { reason: ErrorReasons.noConcepts },
    });
  const output = await ai.run(
    writePlacementQuestionsTask,
    { goal: goal.description, concepts: concepts.map(({ name, lessonTitles }) => ({ name, lessonTitles })) },
    actor,
  );
  const byKey = new Map(concepts.map((c) => [conceptKey(c.name), c.id]));
  const items: StoredPlacementItem[] = [];
  for (const q of output.questions) {
    const conceptId = byKey.get(conceptKey(q.concept));
    if (!conceptId || items.some((i) => i.conceptId === conceptId)) continue;
    items.push({
      conceptId,
      question: q.question,
      choices: q.choices,
      answerIndex: q.choices.indexOf(q.answer),
      explanation: q.explanation,
    });
  }
  if (items.length === 0)
    throw new AppError("AI_OUTPUT_INVALID", "The placement questions could not be written. Try again.");
  return items;
}

/**
 * POST /goals/{id}/placement: starts the check (its questions written by the AI once, one per
 * concept the active course's lessons teach, at most 20) or resumes it, a skipped one included. AI work: the
 * route's per-minute limit and the daily token budget, as the goal's topic assessment. 404 for
 * another user's goal; 409 NO_CONCEPTS when its lessons name none.
 */
export async function startPlacement(options: {
  db: Db;
  ai: AiEngine;
  actor: Actor;
  goalId: string;
}): Promise<Placement> {
  const { db, actor, goalId } = options;
  const goalOptions = { db, userId: actor.userId, goalId };
  const row = await findPlacement(db, actor.userId, goalId);
  if (row && row.items.length > 0) {
    if (row.status === "skipped")
      await setPlacementStatus(
        db,
        { ...goalOptions, from: "skipped" },
        { status: "in_progress", endReason: null },
      );
    return readPlacement(goalOptions);
  }
  const items = await writeItems(options);
  const next = await chooseNext(goalOptions, items, new Set());
  await saveStartedPlacement(db, { userId: actor.userId, goalId, items, ...next });
  return readPlacement(goalOptions);
}

/**
 * POST /goals/{id}/placement/answer: grades the current question on the server, records the answer
 * as evidence (kind `placement`, a placement answer teaching nothing), and picks the next question or
 * ends. 404 for another user's goal or a check never started nor skipped; 409 PLACEMENT_ENDED once
 * done or skipped; 400 for a choice the question does not offer. An answer racing another one records
 * nothing more and answers the check as the other left it.
 */
export async function answerPlacement(
  options: GoalOptions & { choiceIndex: number; durationMs?: number },
): Promise<Placement> {
  const { db, userId, goalId, choiceIndex } = options;
  await assertOwnedGoal(options);
  const row = await findPlacement(db, userId, goalId);
  if (!row) throw notFound("Placement check");
  if (row.status !== "in_progress" || row.currentItem === null) throw ended();
  const item = row.items[row.currentItem]!;
  if (choiceIndex >= item.choices.length)
    throw new AppError("VALIDATION_FAILED", "That choice is not one of the question's choices.", {
      details: { issues: [{ path: "body.choiceIndex", message: `0 to ${item.choices.length - 1}` }] },
    });
  const correct = choiceIndex === item.answerIndex;
  await recordEvidence({
    db,
    userId,
    evidence: [
      {
        conceptIds: [item.conceptId],
        itemKey: `placement:${goalId}:${row.currentItem}`,
        kind: "placement",
        score: correct ? 1 : 0,
        choices: item.choices.length,
        durationMs: options.durationMs,
        question: item.question,
        given: item.choices[choiceIndex],
      },
    ],
  });
  const answers = [
    ...row.answers,
    { item: row.currentItem, choiceIndex, correct, at: new Date().toISOString() },
  ];
  const next = await chooseNext(options, row.items, new Set(answers.map((a) => a.item)));
  await saveAnswer(db, { userId, goalId, answered: row.answered }, { answers, ...next });
  return readPlacement(options);
}

/**
 * POST /goals/{id}/placement/skip: skips the check (before or during it; what was answered stays
 * evidence). 409 PLACEMENT_ENDED once done; skipping again answers it as it is.
 */
export async function skipPlacement(options: GoalOptions): Promise<Placement> {
  const { db, userId, goalId } = options;
  await assertOwnedGoal(options);
  const row = await findPlacement(db, userId, goalId);
  if (!row) await insertSkippedPlacement(db, userId, goalId);
  else if (row.status === "done") throw ended();
  else if (row.status === "in_progress")
    await setPlacementStatus(
      db,
      { userId, goalId, from: "in_progress" },
      { status: "skipped", endReason: "skipped" },
    );
  return readPlacement(options);
}
