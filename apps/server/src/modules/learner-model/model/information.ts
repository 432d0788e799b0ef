/**
 * How informative one more question on a concept would be, for the placement check (issue 38:
 * "each question chosen to be the most informative next one, ending early when sure"): the
 * expected reduction of the uncertainty (entropy, bits) of "knows it now" from the answer, a
 * placement answer teaching nothing. Model-agnostic: it asks the model what a right and a wrong
 * answer would do.
 */
import { entropy } from "./evidence.ts";
import type { ConceptState, LearnerModel, ModelOptions, PrerequisiteView } from "./types.ts";

export type InformationEstimate = {
  /** Expected bits gained about "knows it now" (0 when the answer would change nothing). */
  bits: number;
  /** P(right answer) now. */
  pRight: number;
  /** Mastery now, after a right answer and after a wrong one. */
  mastery: number;
  ifRight: number;
  ifWrong: number;
};

export function expectedInformation(
  model: LearnerModel,
  state: ConceptState,
  now: Date,
  prerequisites: readonly PrerequisiteView[],
  options: ModelOptions = {},
): InformationEstimate {
  const viewOptions = { prerequisites, cardRecall: options.cardRecall ?? null };
  const mastery = model.view(state, now, viewOptions).mastery;
  const pRight = model.predictCorrect(state, now, prerequisites, options);
  const after = (score: number) =>
    model.view(
      model.update(
        state,
        { kind: "placement", score, at: now, choices: options.choices },
        prerequisites,
        options,
      ),
      now,
      viewOptions,
    ).mastery;
  const ifRight = after(1);
  const ifWrong = after(0);
  const bits = entropy(mastery) - (pRight * entropy(ifRight) + (1 - pRight) * entropy(ifWrong));
  return { bits: Math.max(0, bits), pRight, mastery, ifRight, ifWrong };
}
