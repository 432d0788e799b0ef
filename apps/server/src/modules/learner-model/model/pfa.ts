/**
 * Performance Factors Analysis (Pavlik, Cen & Koedinger 2009) with time-decayed counts (as in
 * recency-weighted PFA, Galyardt & Goldin 2015, here decayed by days): the logit of knowing is an
 * intercept plus γ × successes plus ρ × failures, both counts fading with the days since; a guess
 * and slip turn it into P(right). Prerequisites set the intercept and scale what a success teaches.
 *
 * State: `S` the decayed logit gained from successes (each weighted by what the prerequisites let it
 * teach when it came) and `F` the decayed count of failures, as of `t` (epoch ms); `n` pieces of
 * evidence, `w` their weight. A partial score counts its share as a success and the rest as a failure; a
 * self-report counts SELF_REPORT_WEIGHT of an answer.
 */
import {
  certaintyOf,
  clamp,
  daysBetween,
  guessFor,
  numberOr,
  readinessOf,
  roundStored as round,
  scoreOf,
  sigmoid,
  weightOf,
} from "./evidence.ts";
import type {
  ConceptState,
  LearnerModel,
  MasteryView,
  ModelOptions,
  Observation,
  PrerequisiteView,
} from "./types.ts";

export type PfaParams = {
  /** Intercept (logit of knowing) for a concept without prerequisites. */
  priorRoot: number;
  /** Intercept with no prerequisite known, plus priorSlope × their mean mastery. */
  priorBase: number;
  priorSlope: number;
  /** Logit gained per success and per failure (PFA's γ and ρ). */
  success: number;
  failure: number;
  /** A success teaches e^(learnSlope × (readiness − 1)) of `success`: less with prerequisites unknown. */
  learnSlope: number;
  /** Days for the counts to fade to 1/e (the forgetting). */
  decayDays: number;
  /** P(right) without knowing: an open answer or card, and a four-choice item (scaled by its choices). */
  guess: number;
  choiceGuess: number;
  slip: number;
};

type PfaState = { S: number; F: number; t: number; n: number; w: number };

function read(state: ConceptState): PfaState | null {
  const n = numberOr(state.n, 0);
  if (n <= 0 || typeof state.t !== "number") return null;
  return {
    S: Math.max(0, numberOr(state.S, 0)),
    F: Math.max(0, numberOr(state.F, 0)),
    t: numberOr(state.t, 0),
    n,
    w: Math.max(0, numberOr(state.w, n)),
  };
}

export function createPfa(name: string, params: PfaParams): LearnerModel {
  const intercept = (readiness: number | null) =>
    readiness === null ? params.priorRoot : params.priorBase + params.priorSlope * readiness;
  const successWeight = (readiness: number | null) =>
    params.success * Math.exp(params.learnSlope * ((readiness ?? 1) - 1));

  /** P(known) now: counts faded by the days since, or, with cards, unfaded and scaled by their recall. */
  function knownAt(s: PfaState | null, now: Date, readiness: number | null, cardRecall?: number | null) {
    if (!s) return sigmoid(intercept(readiness));
    const fade = cardRecall != null ? 1 : Math.exp(-daysBetween(s.t, now) / params.decayDays);
    const known = sigmoid(intercept(readiness) + s.S * fade + params.failure * s.F * fade);
    return cardRecall != null ? known * clamp(cardRecall, 0, 1) : known;
  }

  function view(
    state: ConceptState,
    now: Date,
    options: { prerequisites: readonly PrerequisiteView[]; cardRecall?: number | null },
  ): MasteryView {
    const s = read(state);
    const mastery = knownAt(s, now, readinessOf(options.prerequisites), options.cardRecall);
    if (!s) return { mastery, certainty: 0, lastSeen: null, practised: false, evidenceCount: 0 };
    return {
      mastery,
      certainty: certaintyOf(s.w, daysBetween(s.t, now)),
      lastSeen: new Date(s.t),
      practised: true,
      evidenceCount: s.n,
    };
  }

  function update(
    state: ConceptState,
    observation: Observation,
    prerequisites: readonly PrerequisiteView[],
  ): ConceptState {
    const s = read(state);
    const at = observation.at.getTime();
    const fade = s ? Math.exp(-daysBetween(s.t, observation.at) / params.decayDays) : 1;
    const weight = weightOf(observation.kind);
    const score = scoreOf(observation);
    // A right answer a guess could have given says less: its success counts the share a guess would not.
    const unguessed = 1 - guessFor(observation.choices, params.guess, params.choiceGuess);
    const success = weight * score * unguessed * successWeight(readinessOf(prerequisites));
    return {
      S: round((s?.S ?? 0) * fade + success),
      F: round((s?.F ?? 0) * fade + weight * (1 - score)),
      t: s ? Math.max(s.t, at) : at,
      n: (s?.n ?? 0) + 1,
      w: round((s?.w ?? 0) + weight),
    };
  }

  function predictCorrect(
    state: ConceptState,
    now: Date,
    prerequisites: readonly PrerequisiteView[],
    options?: ModelOptions,
  ): number {
    const m = knownAt(read(state), now, readinessOf(prerequisites), options?.cardRecall);
    const guess = guessFor(options?.choices, params.guess, params.choiceGuess);
    return guess + (1 - guess - params.slip) * m;
  }

  return { name, initialState: () => ({ n: 0 }), update, view, predictCorrect };
}
