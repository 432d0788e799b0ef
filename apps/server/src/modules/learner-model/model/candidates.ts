/**
 * Every candidate model with the parameters fitted by `bench/learner-model.ts` on simulated
 * training learners (ADR 0036 gives the figures on held-out learners). Each family comes twice:
 * with prerequisite-informed prior and learning, and without (the prerequisite terms at 0).
 */
import { type BktParams, createBkt } from "./bkt.ts";
import { createElo, type EloParams } from "./elo.ts";
import { createPfa, type PfaParams } from "./pfa.ts";
import type { LearnerModel } from "./types.ts";

/**
 * Fitted parameters by candidate name: `npm run bench:learner-model -w bench` fits them on a
 * training cohort of 80 simulated learners (seed 2026) and prints them; copied here from its run
 * of ADR 0036 (4 significant digits).
 */
export const FITTED = {
  bkt: {
    priorRoot: -0.1051,
    priorBase: -0.1051,
    priorSlope: 0,
    learnBase: -2.075,
    learnSlope: 0,
    guess: 0.09022,
    choiceGuess: 0.291,
    slip: 0.1144,
    stability: 21.77,
    growth: 0.4884,
    spacing: 7.148,
  } satisfies BktParams,
  "bkt-prereq": {
    priorRoot: 0.4003,
    priorBase: -2.252,
    priorSlope: 3.241,
    learnBase: -3.045,
    learnSlope: 1.485,
    guess: 0.09844,
    choiceGuess: 0.3014,
    slip: 0.1062,
    stability: 29.63,
    growth: 0.374,
    spacing: 5.294,
  } satisfies BktParams,
  pfa: {
    priorRoot: -0.9848,
    priorBase: -0.9848,
    priorSlope: 0,
    success: 3.394,
    failure: -1.298,
    learnSlope: 0,
    decayDays: 17.18,
    guess: 0.1753,
    choiceGuess: 0.3926,
    slip: 0.1228,
  } satisfies PfaParams,
  "pfa-prereq": {
    priorRoot: -0.2133,
    priorBase: -2.442,
    priorSlope: 2.713,
    success: 2.797,
    failure: -1.12,
    learnSlope: 0.002405,
    decayDays: 15.88,
    guess: 0.1563,
    choiceGuess: 0.369,
    slip: 0.1188,
  } satisfies PfaParams,
  elo: {
    priorRoot: -0.3925,
    priorBase: -0.3925,
    priorSlope: 0,
    k: 2.908,
    kDecay: 0.008117,
    learnGain: 0.3278,
    learnSlope: 0,
    floor: -3.479,
    stability: 29.41,
    growth: 0.672,
    guess: 0.1344,
    choiceGuess: 0.3253,
    slip: 0.1076,
  } satisfies EloParams,
  "elo-prereq": {
    priorRoot: 0.4041,
    priorBase: -2.607,
    priorSlope: 3.584,
    k: 3.001,
    kDecay: 0.01231,
    learnGain: 0.5418,
    learnSlope: 1.661,
    floor: -3.133,
    stability: 41.29,
    growth: 0.3434,
    guess: 0.1325,
    choiceGuess: 0.3249,
    slip: 0.1179,
  } satisfies EloParams,
};

export const CANDIDATES: readonly LearnerModel[] = [
  createBkt("bkt", FITTED.bkt),
  createBkt("bkt-prereq", FITTED["bkt-prereq"]),
  createPfa("pfa", FITTED.pfa),
  createPfa("pfa-prereq", FITTED["pfa-prereq"]),
  createElo("elo", FITTED.elo),
  createElo("elo-prereq", FITTED["elo-prereq"]),
];

/** The candidate the product uses, chosen by measurement (ADR 0036). */
export const CHOSEN = "bkt-prereq";
