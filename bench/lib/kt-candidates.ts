/**
 * The candidate families the bench fits and scores: each maps a vector of unconstrained numbers to
 * its parameters (probabilities through a sigmoid, positive numbers through exp) and back, with
 * a variant that ignores the prerequisites (their terms fixed at 0). The prerequisites' effect on
 * learning is kept positive (knowing them never slows learning), as issue 37 asks of the model.
 */
import {
  type BktParams,
  createBkt,
  createElo,
  createPfa,
  type EloParams,
  FITTED,
  type LearnerModel,
  type PfaParams,
} from "../../apps/server/src/modules/learner-model/model/index.ts";

type Transform = "real" | "prob" | "positive";

export type CandidateSpec<P extends Record<string, number>> = {
  name: string;
  defaults: P;
  /** The parameters fitted, and how each is kept in range. */
  free: { key: keyof P & string; transform: Transform }[];
  /** Parameters held at a value (the prerequisite terms of a variant without them). */
  fixed?: Partial<P>;
  /** Parameters equal to another one (a variant's single prior). */
  tied?: Partial<Record<keyof P & string, keyof P & string>>;
  create(name: string, params: P): LearnerModel;
};

const forward: Record<Transform, (x: number) => number> = {
  real: (x) => x,
  prob: (x) => 1 / (1 + Math.exp(-x)),
  positive: (x) => Math.exp(x),
};
const backward: Record<Transform, (v: number) => number> = {
  real: (v) => v,
  prob: (v) => Math.log(v / (1 - v)),
  positive: (v) => Math.log(v),
};

export function encode<P extends Record<string, number>>(spec: CandidateSpec<P>, params: P): number[] {
  return spec.free.map(({ key, transform }) => backward[transform](params[key]));
}

export function decode<P extends Record<string, number>>(spec: CandidateSpec<P>, x: readonly number[]): P {
  const params: Record<string, number> = { ...spec.defaults, ...spec.fixed };
  spec.free.forEach(({ key, transform }, i) => {
    params[key] = forward[transform](x[i]!);
  });
  for (const [key, source] of Object.entries(spec.tied ?? {})) params[key] = params[source as string]!;
  return params as P;
}

const bktFree = (withPrerequisites: boolean): CandidateSpec<BktParams>["free"] => [
  { key: "priorRoot", transform: "real" },
  ...(withPrerequisites
    ? ([
        { key: "priorBase", transform: "real" },
        { key: "priorSlope", transform: "real" },
        { key: "learnSlope", transform: "positive" },
      ] as const)
    : []),
  { key: "learnBase", transform: "real" },
  { key: "guess", transform: "prob" },
  { key: "choiceGuess", transform: "prob" },
  { key: "slip", transform: "prob" },
  { key: "stability", transform: "positive" },
  { key: "growth", transform: "positive" },
  { key: "spacing", transform: "positive" },
];

const pfaFree = (withPrerequisites: boolean): CandidateSpec<PfaParams>["free"] => [
  { key: "priorRoot", transform: "real" },
  ...(withPrerequisites
    ? ([
        { key: "priorBase", transform: "real" },
        { key: "priorSlope", transform: "real" },
        { key: "learnSlope", transform: "positive" },
      ] as const)
    : []),
  { key: "success", transform: "real" },
  { key: "failure", transform: "real" },
  { key: "decayDays", transform: "positive" },
  { key: "guess", transform: "prob" },
  { key: "choiceGuess", transform: "prob" },
  { key: "slip", transform: "prob" },
];

const eloFree = (withPrerequisites: boolean): CandidateSpec<EloParams>["free"] => [
  { key: "priorRoot", transform: "real" },
  ...(withPrerequisites
    ? ([
        { key: "priorBase", transform: "real" },
        { key: "priorSlope", transform: "real" },
        { key: "learnSlope", transform: "positive" },
      ] as const)
    : []),
  { key: "k", transform: "positive" },
  { key: "kDecay", transform: "positive" },
  { key: "learnGain", transform: "positive" },
  { key: "floor", transform: "real" },
  { key: "stability", transform: "positive" },
  { key: "growth", transform: "positive" },
  { key: "guess", transform: "prob" },
  { key: "choiceGuess", transform: "prob" },
  { key: "slip", transform: "prob" },
];

/** Without prerequisites: their terms at 0 and one prior for every concept. */
const PLAIN = { fixed: { priorSlope: 0, learnSlope: 0 }, tied: { priorBase: "priorRoot" } } as const;

const erase = <P extends Record<string, number>>(spec: CandidateSpec<P>) =>
  spec as unknown as CandidateSpec<Record<string, number>>;

export const CANDIDATE_SPECS: CandidateSpec<Record<string, number>>[] = [
  erase<BktParams>({ name: "bkt", defaults: FITTED.bkt, free: bktFree(false), ...PLAIN, create: createBkt }),
  erase<BktParams>({
    name: "bkt-prereq",
    defaults: FITTED["bkt-prereq"],
    free: bktFree(true),
    create: createBkt,
  }),
  erase<PfaParams>({ name: "pfa", defaults: FITTED.pfa, free: pfaFree(false), ...PLAIN, create: createPfa }),
  erase<PfaParams>({
    name: "pfa-prereq",
    defaults: FITTED["pfa-prereq"],
    free: pfaFree(true),
    create: createPfa,
  }),
  erase<EloParams>({ name: "elo", defaults: FITTED.elo, free: eloFree(false), ...PLAIN, create: createElo }),
  erase<EloParams>({
    name: "elo-prereq",
    defaults: FITTED["elo-prereq"],
    free: eloFree(true),
    create: createElo,
  }),
];
