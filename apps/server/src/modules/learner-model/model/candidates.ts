/**
 * Every candidate model with the parameters fitted by `bench/learner-model.ts` on simulated
 * training learners (ADR 0036 gives the figures on held-out learners). Each family comes twice:
 * with prerequisite-informed prior and learning, and without (the prerequisite terms at 0).
 */
import { BKT_DEFAULTS, type BktParams, createBkt } from "./bkt.ts";
import { createElo, ELO_DEFAULTS, type EloParams } from "./elo.ts";
import { createPfa, PFA_DEFAULTS, type PfaParams } from "./pfa.ts";
import type { LearnerModel } from "./types.ts";

/** Fitted parameters by candidate name (refit with `npm run bench:learner-model -w bench`). */
export const FITTED = {
  bkt: { ...BKT_DEFAULTS, priorSlope: 0, learnSlope: 0, priorBase: BKT_DEFAULTS.priorRoot } as BktParams,
  "bkt-prereq": BKT_DEFAULTS as BktParams,
  pfa: { ...PFA_DEFAULTS, priorSlope: 0, learnSlope: 0, priorBase: PFA_DEFAULTS.priorRoot } as PfaParams,
  "pfa-prereq": PFA_DEFAULTS as PfaParams,
  elo: { ...ELO_DEFAULTS, priorSlope: 0, learnSlope: 0, priorBase: ELO_DEFAULTS.priorRoot } as EloParams,
  "elo-prereq": ELO_DEFAULTS as EloParams,
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
