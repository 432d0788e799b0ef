import { describe, expect, it } from "vitest";
import {
  CANDIDATES,
  type ConceptState,
  LEARNER_MODEL,
  type Observation,
  type PrerequisiteView,
} from "./index.ts";

/**
 * A wrong answer never raises the mastery of the concept it answers, and a right one never lowers
 * it, whatever the mastery before (issue 38: BKT's learning transition after a wrong answer could
 * lift a low mastery above where it was, 0.30 → 0.42). "Wrong" is a score under 0.5, as the product
 * counts it (a partly right open answer graded 0.4 is wrong); "right" 0.5 and over.
 */
/** States are stored to 6 decimals. */
const ROUNDING = 1e-6;
const AT = new Date("2026-03-02T09:00:00Z");
const DAY = 86_400_000;
const KINDS: Observation["kind"][] = [
  "assessment",
  "topic_assessment",
  "checkpoint",
  "card",
  "quiz_me",
  "practice",
  "placement",
  "exam",
  "self_report",
];
const CHOICES = [null, 2, 3, 4, 5];
const READINESS: (number | null)[] = [null, 0, 0.2, 0.4, 0.6, 0.8, 1];
const grid = (step: number) => Array.from({ length: Math.round(1 / step) + 1 }, (_, i) => i * step);

const prerequisitesOf = (readiness: number | null): PrerequisiteView[] =>
  readiness === null ? [] : [{ mastery: readiness, certainty: 0.5 }];

/** States before the answer: none yet, and practised ones at every mastery in the grid, seen 0-60 days ago. */
function statesBefore(): ConceptState[] {
  const states: ConceptState[] = [LEARNER_MODEL.initialState()];
  for (const p of grid(0.02))
    for (const days of [0, 0.5, 3, 20, 60])
      states.push({ p, t: AT.getTime() - days * DAY, s: 10, n: 3, w: 3 });
  return states;
}

const BKT = CANDIDATES.filter((m) => m.name.startsWith("bkt"));

describe.each(BKT.map((m) => [m.name, m] as const))("%s: the direction of an answer", (_name, model) => {
  it("a wrong answer never raises mastery; a right one never lowers it", () => {
    const failures: string[] = [];
    for (const state of statesBefore())
      for (const readiness of READINESS) {
        const prerequisites = prerequisitesOf(readiness);
        const before = model.view(state, AT, { prerequisites }).mastery;
        for (const kind of KINDS)
          for (const choices of CHOICES)
            for (const score of [0, 0.2, 0.4, 0.49, 0.5, 0.6, 0.8, 1]) {
              const next = model.update(state, { kind, score, at: AT, choices }, prerequisites);
              const after = model.view(next, AT, { prerequisites }).mastery;
              const wrongRose = score < 0.5 && after > before + ROUNDING;
              const rightFell = score >= 0.5 && after < before - ROUNDING;
              if ((wrongRose || rightFell) && failures.length < 5)
                failures.push(
                  `p=${String(state.p ?? "none")} readiness=${readiness} ${kind} choices=${choices} score=${score}: ${before.toFixed(3)} → ${after.toFixed(3)}`,
                );
            }
      }
    expect(failures).toEqual([]);
  });
});
