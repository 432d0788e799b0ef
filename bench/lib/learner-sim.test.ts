import { describe, expect, it } from "vitest";
import { runCourse } from "./learner-course.ts";
import {
  type Curriculum,
  createCurriculum,
  createLearner,
  SIM_DEFAULTS,
  SimulatedLearner,
} from "./learner-sim.ts";
import { deriveSeed } from "./random.ts";

const START = new Date("2026-01-05T00:00:00Z");
const day = (d: number) => new Date(START.getTime() + d * 86_400_000);
const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Two concepts, `b` building on `a`, of average difficulty. */
const PAIR: Curriculum = {
  concepts: [
    { id: "a", prerequisiteIds: [], difficulty: 0 },
    { id: "b", prerequisiteIds: ["a"], difficulty: 0 },
  ],
  lessons: [{ id: "l0", conceptIds: ["a", "b"], minutes: 12 }],
};
const learners = (count: number, curriculum = PAIR, seed = 1) =>
  Array.from({ length: count }, (_, i) => new SimulatedLearner(curriculum, deriveSeed(seed, i), START));

describe("the simulated course", () => {
  it("is a DAG in teaching order, every concept in one lesson", () => {
    const { concepts, lessons } = createCurriculum(42);
    expect(concepts).toHaveLength(SIM_DEFAULTS.concepts);
    concepts.forEach((c, i) => {
      for (const p of c.prerequisiteIds) expect(Number(p.slice(1))).toBeLessThan(i);
    });
    expect(lessons.flatMap((l) => l.conceptIds)).toEqual(concepts.map((c) => c.id));
    expect(concepts.some((c) => c.prerequisiteIds.length >= 2)).toBe(true);
  });

  it("is the same for the same seed and differs for another", () => {
    const run = (seed: number) => runCourse(createLearner(seed, 3), deriveSeed(seed, 9));
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });

  it("gives evidence in time order, each with the truth before it", () => {
    const learner = createLearner(8, 0);
    const events = runCourse(learner, 1);
    expect(events.length).toBeGreaterThan(100);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.at.getTime()).toBeGreaterThan(events[i - 1]!.at.getTime());
    expect(new Set(events.map((e) => e.kind))).toEqual(
      new Set(["checkpoint", "assessment", "card", "self_report", "topic_assessment"]),
    );
    for (const e of events) expect([0, 0.5, 1]).toContain(e.score);
  });
});

describe("the simulated learner", () => {
  it("starts from different knowledge: experienced learners know more than beginners", () => {
    const cohort = Array.from({ length: 300 }, (_, i) => createLearner(2, i));
    const known = (background: number) =>
      mean(
        cohort.filter((l) => l.background === background).map((l) => share([...l.truth(l.start).values()])),
      );
    expect(known(2)).toBeGreaterThan(known(0) + 0.2);
  });

  it("learns from a lesson and from practice, faster when the prerequisites are known", () => {
    const cohort = learners(400);
    const before = share(cohort.map((l) => l.knows("a", day(0))));
    for (const l of cohort) {
      l.study(["a"], day(0), 6);
      for (let q = 0; q < 3; q++) l.answer("a", new Date(day(0).getTime() + (q + 1) * 60_000));
    }
    const after = share(cohort.map((l) => l.knows("a", day(0.01))));
    expect(after).toBeGreaterThan(before + 0.3);
    // Then b, from one short lesson: learners who know a learn it more often.
    for (const l of cohort) if (!l.knows("b", day(0.02))) l.study(["b"], day(0.02), 3);
    const withA = cohort.filter((l) => l.knows("a", day(0.02)));
    const withoutA = cohort.filter((l) => !l.knows("a", day(0.02)));
    expect(withoutA.length).toBeGreaterThan(20);
    expect(share(withA.map((l) => l.knows("b", day(0.03))))).toBeGreaterThan(
      share(withoutA.map((l) => l.knows("b", day(0.03)))) + 0.2,
    );
  });

  it("forgets over days, less after spaced practice", () => {
    const cohort = learners(400, PAIR, 3);
    for (const l of cohort)
      for (let q = 0; q < 8; q++) l.study(["a"], new Date(START.getTime() + q * 600_000), 6);
    const knowers = cohort.filter((l) => l.knows("a", day(0.1)));
    expect(knowers.length).toBeGreaterThan(300);
    const keep = (d: number) => share(knowers.map((l) => l.knows("a", day(d))));
    expect(keep(2)).toBeLessThan(0.98);
    expect(keep(30)).toBeLessThan(keep(2) - 0.2);
    // The same learners again, each reviewing (or relearning) on days 1, 3 and 7: slower forgetting.
    const spaced = learners(400, PAIR, 3);
    for (const l of spaced)
      for (let q = 0; q < 8; q++) l.study(["a"], new Date(START.getTime() + q * 600_000), 6);
    for (const d of [1, 3, 7]) for (const l of spaced) l.study(["a"], day(d), 6);
    expect(share(spaced.map((l) => l.knows("a", day(30))))).toBeGreaterThan(keep(30) + 0.1);
  });

  it("guesses and slips at the documented rates", () => {
    const knew: number[] = [];
    const guessed: number[] = [];
    for (let i = 0; i < 200; i++) {
      const l = createLearner(4, i);
      for (const c of l.curriculum.concepts) {
        const { score, knew: k } = l.answer(c.id, l.start, { type: "choice", feedback: false });
        (k ? knew : guessed).push(score);
      }
    }
    const slip = (SIM_DEFAULTS.slip[0] + SIM_DEFAULTS.slip[1]) / 2;
    const careless = (SIM_DEFAULTS.carelessness[0] + SIM_DEFAULTS.carelessness[1]) / 2;
    // E[(1 + elimination) / choices] over the choice weights.
    const weights = SIM_DEFAULTS.choiceWeights;
    const total = weights.reduce((s, w) => s + w, 0);
    const elimination = (SIM_DEFAULTS.elimination[0] + SIM_DEFAULTS.elimination[1]) / 2;
    const guess = weights.reduce((s, w, i) => s + (w / total) * ((1 + elimination) / (i + 2)), 0);
    expect(knew.length).toBeGreaterThan(800);
    expect(mean(knew)).toBeCloseTo(1 - slip - careless, 1);
    expect(Math.abs(mean(knew) - (1 - slip - careless))).toBeLessThan(0.025);
    expect(Math.abs(mean(guessed) - guess)).toBeLessThan(0.025);
  });

  it("answers without feedback teach nothing; the truth is readable and unchanged by reading it", () => {
    const cohort = learners(200, PAIR, 5);
    const unknown = cohort.filter((l) => !l.knows("a", START));
    for (const l of unknown) for (let q = 0; q < 5; q++) l.answer("a", START, { feedback: false });
    expect(unknown.every((l) => !l.knows("a", day(0.01)))).toBe(true);
    const l = cohort[0]!;
    expect(l.truth(day(1))).toEqual(l.truth(day(1)));
    expect([...l.truth(day(1)).keys()]).toEqual(["a", "b"]);
  });
});
