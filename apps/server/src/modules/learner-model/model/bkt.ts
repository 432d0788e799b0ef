/**
 * Bayesian Knowledge Tracing (Corbett & Anderson 1995) with guess and slip, a forgetting curve
 * between pieces of evidence (exponential in days, its stability growing with spaced successful
 * practice, as in BKT with forgetting, Qiu et al. 2011 and Khajah et al. 2016), and prerequisites
 * informing both the prior (P(L0)) and the learning rate (P(T)).
 *
 * State: `p` P(known) right after the last evidence, `t` its time (epoch ms), `s` stability (days),
 * `n` pieces of evidence, `w` their weight (a self-report counts SELF_REPORT_WEIGHT), and `m` the
 * mastery shown right after the last evidence when it is below `p` (see `update`: a wrong answer
 * never raises what the learner sees; `p` keeps the learning from its feedback for predictions).
 */
import {
  certaintyOf,
  clamp,
  daysBetween,
  guessFor,
  numberOr,
  readinessOf,
  roundStored as round,
  SELF_REPORT_WEIGHT,
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

export type BktParams = {
  /** Logit of P(L0) for a concept without prerequisites. */
  priorRoot: number;
  /** Logit of P(L0) for a concept whose prerequisites are all unknown… */
  priorBase: number;
  /** …plus this times the prerequisites' mean mastery (0 ignores prerequisites). */
  priorSlope: number;
  /** Logit of P(T), learning from one answer, with no prerequisite known… */
  learnBase: number;
  /** …plus this times the prerequisites' mean mastery (a concept without any counts as all known). */
  learnSlope: number;
  /** P(right) without knowing: an open answer or card, and a four-choice item (scaled by its choices). */
  guess: number;
  choiceGuess: number;
  slip: number;
  /** Stability (days) of new knowledge: P(still known) = exp(-days / stability). */
  stability: number;
  /** Growth of stability on a right answer: × (1 + growth + spacing × P(forgotten by then)). */
  growth: number;
  spacing: number;
};

type BktState = { p: number; t: number; s: number; n: number; w: number; m: number | null };

function read(state: ConceptState, params: BktParams): BktState | null {
  const n = numberOr(state.n, 0);
  if (n <= 0 || typeof state.t !== "number") return null;
  return {
    p: clamp(numberOr(state.p, 0.5), 0, 1),
    t: numberOr(state.t, 0),
    s: Math.max(0.01, numberOr(state.s, params.stability)),
    n,
    w: Math.max(0, numberOr(state.w, n)),
    m: typeof state.m === "number" && Number.isFinite(state.m) ? clamp(state.m, 0, 1) : null,
  };
}

export function createBkt(name: string, params: BktParams): LearnerModel {
  const { slip } = params;
  const guessOf = (choices: number | null | undefined) => guessFor(choices, params.guess, params.choiceGuess);
  const prior = (readiness: number | null) =>
    sigmoid(readiness === null ? params.priorRoot : params.priorBase + params.priorSlope * readiness);
  const learnRate = (readiness: number | null) =>
    sigmoid(params.learnBase + params.learnSlope * (readiness ?? 1));

  /**
   * P(known) at `now`, the mastery shown then (never above it), and the share of what was known
   * then still known now (the forgetting).
   */
  function knownAt(s: BktState, now: Date, cardRecall: number | null | undefined) {
    const retained = cardRecall != null ? clamp(cardRecall, 0, 1) : Math.exp(-daysBetween(s.t, now) / s.s);
    const known = s.p * retained;
    return { known, shown: Math.min(known, (s.m ?? s.p) * retained), retained };
  }

  function view(
    state: ConceptState,
    now: Date,
    options: { prerequisites: readonly PrerequisiteView[]; cardRecall?: number | null },
  ): MasteryView {
    const s = read(state, params);
    if (!s)
      return {
        mastery: prior(readinessOf(options.prerequisites)),
        certainty: 0,
        lastSeen: null,
        practised: false,
        evidenceCount: 0,
      };
    return {
      mastery: knownAt(s, now, options.cardRecall).shown,
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
    const { known, shown, retained } = s
      ? knownAt(s, at, options?.cardRecall)
      : { known: prior(readiness), shown: prior(readiness), retained: 1 };
    const score = scoreOf(observation);
    const guess = guessOf(observation.choices);
    // A partial score's likelihood lies between a right and a wrong answer's.
    const ifKnown = score * (1 - slip) + (1 - score) * slip;
    const ifUnknown = score * guess + (1 - score) * (1 - guess);
    // A self-report is the same kind of evidence, tempered: its likelihoods count to a power below 1.
    const power = observation.kind === "self_report" ? SELF_REPORT_WEIGHT : 1;
    const a = known * ifKnown ** power;
    const b = (1 - known) * ifUnknown ** power;
    let p = a + b > 0 ? a / (a + b) : known;
    let stability = s?.s ?? params.stability;
    if (teaches(observation.kind)) {
      stability *= 1 + score * p * (params.growth + params.spacing * (1 - retained));
      p += (1 - p) * learnRate(readiness);
    }
    // A wrong answer (under 0.5) never raises the mastery shown: after one on a concept barely
    // known, the learning transition would lift P(known) above where it was (0.30 → 0.42). What the
    // feedback taught stays in `p`, which predicts the next answer (the bench's figures); the learner
    // sees no more than before. A right answer's posterior is never below `known`, so nothing to hold.
    const held = score < 0.5 ? Math.min(p, shown) : p;
    const t = s ? Math.max(s.t, at.getTime()) : at.getTime();
    return {
      p: round(p),
      ...(held < p ? { m: round(held) } : {}),
      t,
      s: round(clamp(stability, 0.01, 36_500)),
      n: (s?.n ?? 0) + 1,
      w: round((s?.w ?? 0) + weightOf(observation.kind)),
    };
  }

  function predictCorrect(
    state: ConceptState,
    now: Date,
    prerequisites: readonly PrerequisiteView[],
    options?: ModelOptions,
  ): number {
    // The model's belief, learning from the last feedback included (not the mastery shown).
    const s = read(state, params);
    const m = s ? knownAt(s, now, options?.cardRecall).known : prior(readinessOf(prerequisites));
    return m * (1 - slip) + (1 - m) * guessOf(options?.choices);
  }

  return { name, initialState: () => ({ n: 0 }), update, view, predictCorrect };
}
