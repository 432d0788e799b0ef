/**
 * The learner model's seam (issue 37): pure functions over one concept's state, no database.
 * The module around it stores one `ConceptState` per learner and concept (JSON) and folds each
 * piece of evidence into it as part of the answer's request; the bench (`bench/learner-model.ts`)
 * scores the candidates behind this interface against simulated learners and the ADR names the
 * one `LEARNER_MODEL` exports.
 */

/** What a piece of evidence came from. */
export type EvidenceKind =
  | "assessment"
  | "topic_assessment"
  | "checkpoint"
  | "card"
  | "quiz_me"
  | "self_report"
  | "practice"
  | "placement"
  | "exam";

/** One answer (or self-report) on one concept. */
export type Observation = {
  kind: EvidenceKind;
  /** 0-1: wrong 0, right 1, partly right between; a self-report 'I already know this' is 1, 'I don't get this' 0. */
  score: number;
  at: Date;
  /** Time the learner took, when known. */
  durationMs?: number | null;
  /**
   * How many choices a multiple-choice item offered (a blind guess is right 1 time in that many);
   * null or absent for an open answer, a card's recall or a self-report.
   */
  choices?: number | null;
};

/** A concept's state as the model keeps it: JSON-serialisable, opaque to everything but the model. */
export type ConceptState = Readonly<Record<string, unknown>>;

/** What a prerequisite contributes: its current mastery and how sure the model is of it. */
export type PrerequisiteView = { mastery: number; certainty: number };

/** What the learner and the product see of a concept now. */
export type MasteryView = {
  /** Probability the learner knows the concept now (0-1), forgetting applied. */
  mastery: number;
  /** How sure the model is (0-1): grows with evidence, shrinks with time since it. */
  certainty: number;
  /** When the concept was last evidenced, or null. */
  lastSeen: Date | null;
  /** False while there is no evidence of the learner's own: shown as 'not yet practised', never 0 %. */
  practised: boolean;
  /** Pieces of evidence folded in. */
  evidenceCount: number;
};

/**
 * Optional facts for `update` and `predictCorrect`. `cardRecall`: the FSRS recall probability of
 * the concept's review cards now (their mean), when it has reviewed cards; the model uses it in
 * place of its own forgetting curve, so the knowledge before an answer is forgotten as in `view`.
 * `choices` (predictCorrect only): the next item's number of choices, as in `Observation`.
 */
export type ModelOptions = { cardRecall?: number | null; choices?: number | null };
/** @deprecated the earlier name of `ModelOptions`. */
export type CardRecallOption = ModelOptions;

export interface LearnerModel {
  readonly name: string;
  /** The state of a concept the learner has no evidence on. */
  initialState(): ConceptState;
  /**
   * Folds one observation into a concept's state, O(1): the prerequisites' current views inform
   * the prior (a learner who knows them learns faster; one who fails them is less likely to know this).
   */
  update(
    state: ConceptState,
    observation: Observation,
    prerequisites: readonly PrerequisiteView[],
    options?: ModelOptions,
  ): ConceptState;
  /**
   * The concept now: forgetting since its last evidence, or, where the concept has review cards,
   * their FSRS recall probability (`cardRecall`) in place of a second forgetting curve.
   */
  view(
    state: ConceptState,
    now: Date,
    options: { prerequisites: readonly PrerequisiteView[]; cardRecall?: number | null },
  ): MasteryView;
  /** Probability that the learner's next answer on the concept is right (what the bench scores). */
  predictCorrect(
    state: ConceptState,
    now: Date,
    prerequisites: readonly PrerequisiteView[],
    options?: ModelOptions,
  ): number;
}
