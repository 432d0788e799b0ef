/**
 * What the placement check (modules/placement, issue 38) asks of the learner model: the goal's
 * concepts it may check, and the next question by the selection rule of `model/placement.ts`, from
 * the concepts' current states (the placement answers already folded in by `recordEvidence`).
 */
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { choosePlacementQuestion, LEARNER_MODEL, type PlacementChoice } from "./model/index.ts";
import type { ConceptState } from "./model/types.ts";
import { findGoalConcepts } from "./repository.ts";

/** A concept the placement check may ask about: one the plan's lessons teach. */
export type PlacementConcept = { id: string; name: string; lessonIds: string[]; lessonTitles: string[] };

/**
 * The goal's concepts taught by its lessons, in the order they were named (position). 404 when
 * the goal is not the caller's.
 */
export async function listPlacementConcepts(
  db: DbOrTx,
  userId: string,
  goalId: string,
): Promise<PlacementConcept[]> {
  const row = await findGoalConcepts(db, userId, goalId);
  if (!row) throw notFound("Goal");
  return row.concepts
    .filter((c) => c.lessons.length > 0)
    .map((c) => ({
      id: c.id,
      name: c.name,
      lessonIds: c.lessons.map((l) => l.id),
      lessonTitles: c.lessons.map((l) => l.title).slice(0, 3),
    }));
}

/**
 * The next placement question among `candidates` (concepts not asked yet, with their question's
 * choices), or why the check ends: see `choosePlacementQuestion`. One statement.
 */
export async function choosePlacementConcept(options: {
  db: DbOrTx;
  userId: string;
  goalId: string;
  scope: readonly string[];
  candidates: readonly { id: string; choices: number }[];
  answered: number;
  maxQuestions: number;
  now?: Date;
}): Promise<PlacementChoice> {
  const row = await findGoalConcepts(options.db, options.userId, options.goalId);
  if (!row) throw notFound("Goal");
  const states = new Map<string, ConceptState>();
  for (const c of row.concepts) if (c.model_state) states.set(c.id, c.model_state);
  return choosePlacementQuestion({
    model: LEARNER_MODEL,
    concepts: row.concepts.map((c) => ({ id: c.id, prerequisiteIds: c.prerequisite_ids })),
    states,
    now: options.now ?? new Date(),
    scope: new Set(options.scope),
    candidates: options.candidates,
    answered: options.answered,
    maxQuestions: options.maxQuestions,
  });
}
