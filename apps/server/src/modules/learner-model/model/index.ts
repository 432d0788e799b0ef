/**
 * The learner model (issue 37, ADR 0036): `LEARNER_MODEL` is the candidate chosen by measurement
 * (`npm run bench:learner-model -w bench`); the others stay for the bench and the tests.
 */
import { CANDIDATES, CHOSEN } from "./candidates.ts";
import { type ConceptNode, type ConceptViewEntry, viewGraphWith } from "./graph.ts";
import type { ConceptState, LearnerModel } from "./types.ts";

export { type BktParams, createBkt } from "./bkt.ts";
export { CANDIDATES, CHOSEN, FITTED } from "./candidates.ts";
export { createElo, type EloParams } from "./elo.ts";
export {
  type ConceptNode,
  type ConceptViewEntry,
  orderConcepts,
  prerequisiteViews,
  viewGraphWith,
} from "./graph.ts";
export { expectedInformation, type InformationEstimate } from "./information.ts";
export { createPfa, type PfaParams } from "./pfa.ts";
export {
  choosePlacementQuestion,
  PLACEMENT_MIN_BITS,
  PLACEMENT_SURE_BELOW,
  PLACEMENT_SURE_FROM,
  type PlacementCandidate,
  type PlacementChoice,
} from "./placement.ts";
export type * from "./types.ts";

/** The model the product uses. */
export const LEARNER_MODEL: LearnerModel = CANDIDATES.find((m) => m.name === CHOSEN)!;

/** Every concept's view now with `LEARNER_MODEL`, prerequisites first (see `viewGraphWith`). */
export function viewGraph(
  concepts: readonly ConceptNode[],
  states: ReadonlyMap<string, ConceptState>,
  now: Date,
  cardRecall?: ReadonlyMap<string, number>,
): ConceptViewEntry[] {
  return viewGraphWith(LEARNER_MODEL, concepts, states, now, cardRecall);
}
