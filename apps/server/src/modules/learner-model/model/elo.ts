/**
 * An Elo-style rating of the learner on the concept (Pelánek 2016, "Applications of the Elo rating
 * system in adaptive educational systems"): after each answer the rating θ moves by K × (score −
 * expected), K shrinking with the evidence (an uncertainty function), plus a learning gain for
 * practice with feedback, larger when the prerequisites are known. Between answers θ fades towards
 * a floor with the days (forgetting), its stability growing with right answers. Mastery is σ(θ);
 * P(right) adds a guess and a slip.
 *
 * State: `r` θ at `t` (epoch ms), `s` stability (days), `n` pieces of evidence, `w` their weight.
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
  teaches,
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

export type EloParams = {
  /** Starting θ without prerequisites; with them, priorBase + priorSlope × their mean mastery. */
  priorRoot: number;
  priorBase: number;
  priorSlope: number;
  /** K = k / (1 + kDecay × evidence weight so far). */
  k: number;
  kDecay: number;
  /** θ gained by practice with feedback, × e^(learnSlope × (readiness − 1)). */
  learnGain: number;
  learnSlope: number;
  /** θ fades towards `floor`: θ_now = floor + (θ − floor) × e^(−days / stability). */
  floor: number;
  stability: number;
  /** Stability × (1 + growth × score) on each answer with feedback. */
  growth: number;
  /** P(right) without knowing: an open answer or card, and a four-choice item (scaled by its choices). */
  guess: number;
  choiceGuess: number;
  slip: number;
};

type EloState = { r: number; t: number; s: number; n: number; w: number };

function read(state: ConceptState, params: EloParams): EloState | null {
  const n = numberOr(state.n, 0);
  if (n <= 0 || typeof state.t !== "number") return null;
  return {
    r: clamp(numberOr(state.r, 0), -20, 20),
    t: numberOr(state.t, 0),
    s: Math.max(0.01, numberOr(state.s, params.stability)),
    n,
    w: Math.max(0, numberOr(state.w, n)),
  };
}

export function createElo(name: string, params: EloParams): LearnerModel {
  const prior = (readiness: number | null) =>
    readiness === null ? params.priorRoot : params.priorBase + params.priorSlope * readiness;

  /** θ now, with the forgetting since the last evidence (none where the cards' recall stands in). */
  function ratingAt(s: EloState, now: Date, cardRecall: number | null | undefined) {
    if (cardRecall != null || s.r <= params.floor) return s.r;
    return params.floor + (s.r - params.floor) * Math.exp(-daysBetween(s.t, now) / s.s);
  }
  function knownAt(s: EloState | null, now: Date, readiness: number | null, cardRecall?: number | null) {
    if (!s) return sigmoid(prior(readiness));
    const known = sigmoid(ratingAt(s, now, cardRecall));
    return cardRecall != null ? known * clamp(cardRecall, 0, 1) : known;
  }
  const correctFrom = (known: number, choices: number | null | undefined) => {
    const guess = guessFor(choices, params.guess, params.choiceGuess);
    return guess + (1 - guess - params.slip) * known;
  };

  function view(
    state: ConceptState,
    now: Date,
    options: { prerequisites: readonly PrerequisiteView[]; cardRecall?: number | null },
  ): MasteryView {
    const s = read(state, params);
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
    options?: ModelOptions,
  ): ConceptState {
    const readiness = readinessOf(prerequisites);
    const s = read(state, params);
    const at = observation.at;
    let rating = s ? ratingAt(s, at, null) : prior(readiness);
    if (s && options?.cardRecall != null) rating = s.r;
    const known = s ? knownAt(s, at, readiness, options?.cardRecall) : sigmoid(rating);
    const weight = weightOf(observation.kind);
    const score = scoreOf(observation);
    const k = params.k / (1 + params.kDecay * (s?.w ?? 0));
    rating += weight * k * (score - correctFrom(known, observation.choices));
    let stability = s?.s ?? params.stability;
    if (teaches(observation.kind)) {
      rating += params.learnGain * Math.exp(params.learnSlope * ((readiness ?? 1) - 1));
      stability *= 1 + params.growth * score;
    }
    return {
      r: round(clamp(rating, -20, 20)),
      t: s ? Math.max(s.t, at.getTime()) : at.getTime(),
      s: round(clamp(stability, 0.01, 36_500)),
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
    const known = knownAt(read(state, params), now, readinessOf(prerequisites), options?.cardRecall);
    return correctFrom(known, options?.choices);
  }

  return { name, initialState: () => ({ n: 0 }), update, view, predictCorrect };
}
