/**
 * What every candidate model shares: the numbers of a state as stored (JSON, epoch milliseconds),
 * how much a piece of evidence weighs, how sure the model is, and what the prerequisites say.
 */
import type { EvidenceKind, Observation, PrerequisiteView } from "./types.ts";

export const DAY_MS = 86_400_000;

/** How much a self-report counts beside an answer (an exponent on its likelihood, a share of a count). */
export const SELF_REPORT_WEIGHT = 0.4;

/** Evidence needed for half certainty. */
const CERTAINTY_HALF_EVIDENCE = 3;
/** Days after which certainty halves without new evidence. */
const CERTAINTY_HALF_LIFE_DAYS = 30;

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
export const logit = (p: number) => {
  const q = clamp(p, 1e-6, 1 - 1e-6);
  return Math.log(q / (1 - q));
};

/** A stored number to 6 decimals: plenty for the model, smaller JSON. */
export const roundStored = (x: number) => Math.round(x * 1e6) / 1e6;

/** A finite number from a stored state, or the fallback (a state is data read back from the database). */
export const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** A score as 0-1 (anything else counts as wrong rather than breaking the state). */
export const scoreOf = (observation: Observation) =>
  Number.isFinite(observation.score) ? clamp(observation.score, 0, 1) : 0;

/** The weight of a piece of evidence: a self-report counts less than an answer. */
export const weightOf = (kind: EvidenceKind) => (kind === "self_report" ? SELF_REPORT_WEIGHT : 1);

/**
 * The chance of a right answer without knowing: on a multiple-choice item, the rate fitted for
 * four choices scaled to its number of choices; on an open answer or a card, the open rate.
 */
export function guessFor(
  choices: number | null | undefined,
  openGuess: number,
  fourChoiceGuess: number,
): number {
  if (typeof choices === "number" && Number.isFinite(choices) && choices >= 2)
    return clamp((fourChoiceGuess * 4) / choices, 0, 0.9);
  return openGuess;
}

/** Whether the learner saw the right answer afterwards and so learns from it (a placement check shows none). */
export const teaches = (kind: EvidenceKind) => kind !== "self_report" && kind !== "placement";

/** Whole days (fractional) from `from` (epoch ms) to `to`, never negative (evidence may arrive late). */
export const daysBetween = (from: number, to: Date) => Math.max(0, (to.getTime() - from) / DAY_MS);

/** How sure the model is: grows with the weight of evidence, halves every 30 days without any. */
export const certaintyOf = (weight: number, days: number) =>
  (weight / (weight + CERTAINTY_HALF_EVIDENCE)) * 2 ** (-days / CERTAINTY_HALF_LIFE_DAYS);

/** What the prerequisites say: the expected share of them known (mean mastery), or null without any. */
export function readinessOf(prerequisites: readonly PrerequisiteView[]): number | null {
  if (prerequisites.length === 0) return null;
  let sum = 0;
  for (const p of prerequisites) sum += clamp(numberOr(p.mastery, 0), 0, 1);
  return sum / prerequisites.length;
}

/** Binary entropy in bits. */
export const entropy = (p: number) => {
  if (p <= 0 || p >= 1) return 0;
  return -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p));
};
