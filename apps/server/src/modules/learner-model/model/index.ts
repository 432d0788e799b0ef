/**
 * The learner model (issue 37, ADR 0036): `LEARNER_MODEL` is the candidate chosen by measurement
 * (`npm run bench:learner-model -w bench`); the others stay for the bench and the tests.
 */
import { BKT_DEFAULTS, createBkt } from "./bkt.ts";
import { type ConceptNode, type ConceptViewEntry, viewGraphWith } from "./graph.ts";
import type { ConceptState, LearnerModel } from "./types.ts";

export { BKT_DEFAULTS, type BktParams, createBkt } from "./bkt.ts";
export {
  type ConceptNode,
  type ConceptViewEntry,
  orderConcepts,
  prerequisiteViews,
  viewGraphWith,
} from "./graph.ts";
export { expectedInformation, type InformationEstimate } from "./information.ts";
export type * from "./types.ts";

/** Every candidate the bench compares, by name. */
export const CANDIDATES: readonly LearnerModel[] = [createBkt("bkt-prereq", BKT_DEFAULTS)];

/** The model the product uses. */
export const LEARNER_MODEL: LearnerModel = CANDIDATES[0]!;

/** Every concept's view now with `LEARNER_MODEL`, prerequisites first (see `viewGraphWith`). */
export function viewGraph(
  concepts: readonly ConceptNode[],
  states: ReadonlyMap<string, ConceptState>,
  now: Date,
  cardRecall?: ReadonlyMap<string, number>,
): ConceptViewEntry[] {
  return viewGraphWith(LEARNER_MODEL, concepts, states, now, cardRecall);
}
