/**
 * The same simulated learners under both policies (bench/lib/adaptive-study.ts), summed per
 * starting knowledge: what `bench/adaptive.ts` prints and its unit test checks on a small cohort.
 */
import { type Policy, type StudyOutcome, studyGoal } from "./adaptive-study.ts";
import { createLearner } from "./learner-sim.ts";
import { deriveSeed } from "./random.ts";

export type PolicySummary = {
  policy: Policy;
  learners: number;
  meanItems: number;
  meanMinutes: number;
  medianMinutes: number;
  /** Mean minutes through the lessons (placement, lessons, test-outs, assessments, gap fixes), before the checks after them. */
  meanLessonMinutes: number;
  /** Share of learners who knew every concept (the truth) before the policy ran out. */
  masteredShare: number;
  /** Lessons completed while a concept of theirs was not known, per lesson completed. */
  falseCompletionRate: number;
  falseCompletions: number;
  completions: number;
  testOuts: number;
  testOutsPassed: number;
  meanPlacementItems: number;
};

export type CohortComparison = {
  knownAtStart: number;
  fixed: PolicySummary;
  adaptive: PolicySummary;
  /** 1 − adaptive / fixed mean minutes: the share of study time saved. */
  minutesSaved: number;
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(policy: Policy, outcomes: readonly StudyOutcome[]): PolicySummary {
  const sum = (pick: (o: StudyOutcome) => number) => outcomes.reduce((s, o) => s + pick(o), 0);
  const completions = sum((o) => o.completions);
  return {
    policy,
    learners: outcomes.length,
    meanItems: mean(outcomes.map((o) => o.items)),
    meanMinutes: mean(outcomes.map((o) => o.minutes)),
    medianMinutes: median(outcomes.map((o) => o.minutes)),
    meanLessonMinutes: mean(outcomes.map((o) => o.lessonMinutes)),
    masteredShare: mean(outcomes.map((o) => (o.mastered ? 1 : 0))),
    falseCompletionRate: completions ? sum((o) => o.falseCompletions) / completions : 0,
    falseCompletions: sum((o) => o.falseCompletions),
    completions,
    testOuts: sum((o) => o.testOuts),
    testOutsPassed: sum((o) => o.testOutsPassed),
    meanPlacementItems: mean(outcomes.map((o) => o.placementItems)),
  };
}

/** `learners` simulated learners (seed) who start knowing this share of the goal, under both policies. */
export function compareCohort(
  seed: number,
  learners: number,
  knownAtStart: number,
  options: { rereadBeforeRetake?: boolean; scatterKnown?: boolean } = {},
): CohortComparison {
  const run = (policy: Policy) =>
    Array.from({ length: learners }, (_, i) =>
      // The same learner (rebuilt from its seed) and the same stream of study for both policies.
      studyGoal(
        createLearner(seed, i, { knownAtStart, scatterKnown: options.scatterKnown }),
        policy,
        deriveSeed(seed, 5, i),
        options,
      ),
    );
  const fixed = summarise("fixed", run("fixed"));
  const adaptive = summarise("adaptive", run("adaptive"));
  return { knownAtStart, fixed, adaptive, minutesSaved: 1 - adaptive.meanMinutes / fixed.meanMinutes };
}
