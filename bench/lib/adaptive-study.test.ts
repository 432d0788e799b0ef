import { describe, expect, it } from "vitest";
import { compareCohort } from "./adaptive-cohort.ts";
import { studyGoal } from "./adaptive-study.ts";
import { createLearner } from "./learner-sim.ts";

const SEED = 77;

describe("the simulator's starting knowledge", () => {
  it("knows the first share of the concepts in teaching order and nothing else", () => {
    const learner = createLearner(SEED, 0, { knownAtStart: 1 / 3 });
    const truth = [...learner.truth(learner.start).values()];
    expect(truth).toHaveLength(30);
    expect(truth.slice(0, 10).every(Boolean)).toBe(true);
    expect(truth.slice(10).some(Boolean)).toBe(false);
    expect([...createLearner(SEED, 0, { knownAtStart: 0 }).truth(learner.start).values()]).not.toContain(
      true,
    );
  });

  it("scattered, knows as many concepts drawn at random", () => {
    const learner = createLearner(SEED, 0, { knownAtStart: 1 / 3, scatterKnown: true });
    const truth = [...learner.truth(learner.start).values()];
    expect(truth.filter(Boolean)).toHaveLength(10);
    expect(truth.slice(0, 10).every(Boolean)).toBe(false);
  });
});

describe("time to mastery, adaptive against the fixed order (a small seeded cohort)", () => {
  it("is the same run for the same seed", () => {
    const run = () => studyGoal(createLearner(SEED, 3, { knownAtStart: 1 / 3 }), "adaptive", 9);
    expect(run()).toEqual(run());
  });

  it("takes no more minutes for learners who know nothing, and marks no more lessons complete while not known", () => {
    const nothing = compareCohort(SEED, 30, 0);
    expect(nothing.fixed.masteredShare).toBeGreaterThan(0.8);
    expect(nothing.adaptive.masteredShare).toBeGreaterThan(0.8);
    expect(nothing.adaptive.meanMinutes).toBeLessThanOrEqual(nothing.fixed.meanMinutes);
    expect(nothing.adaptive.falseCompletionRate).toBeLessThanOrEqual(nothing.fixed.falseCompletionRate);
    // Placement teaches nothing and finds nothing known: a test-out is rare and mostly fails.
    expect(nothing.adaptive.testOutsPassed).toBeLessThanOrEqual(nothing.adaptive.testOuts / 2);
  });

  it("saves study time for learners who know a third, by testing out of what they know", () => {
    const third = compareCohort(SEED, 30, 1 / 3);
    expect(third.minutesSaved).toBeGreaterThan(0.2);
    expect(third.adaptive.testOutsPassed).toBeGreaterThan(0);
    expect(third.adaptive.falseCompletionRate).toBeLessThanOrEqual(third.fixed.falseCompletionRate);
  });
});
