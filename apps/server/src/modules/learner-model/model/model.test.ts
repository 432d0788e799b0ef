import { describe, expect, it } from "vitest";
import {
  CANDIDATES,
  type ConceptState,
  LEARNER_MODEL,
  type LearnerModel,
  type Observation,
} from "./index.ts";

const T0 = new Date("2026-03-02T09:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);
const answer = (score: number, days = 0, kind: Observation["kind"] = "assessment"): Observation => ({
  kind,
  score,
  at: at(days),
});
const none = [] as const;
const KNOWN = [{ mastery: 0.95, certainty: 0.8 }];
const FAILED = [{ mastery: 0.05, certainty: 0.8 }];

function fold(model: LearnerModel, observations: Observation[], prerequisites = none as readonly never[]) {
  let state: ConceptState = model.initialState();
  for (const o of observations) state = model.update(state, o, prerequisites);
  return state;
}
const mastery = (model: LearnerModel, state: ConceptState, days: number, cardRecall?: number) =>
  model.view(state, at(days), { prerequisites: none, cardRecall }).mastery;

describe.each(CANDIDATES.map((m) => [m.name, m] as const))("%s", (_name, model) => {
  // A learner with some evidence: right, wrong, right.
  const base = () => fold(model, [answer(1), answer(0, 0.01), answer(1, 0.02)]);

  it("moves mastery up on a right answer, down on a wrong one, between on a partial score", () => {
    const state = base();
    const before = mastery(model, state, 0.03);
    const after = (score: number) => mastery(model, model.update(state, answer(score, 0.03), none), 0.03);
    expect(after(1)).toBeGreaterThan(before);
    expect(after(0)).toBeLessThan(before);
    expect(after(0.5)).toBeGreaterThan(after(0));
    expect(after(0.5)).toBeLessThan(after(1));
  });

  it("says 'not yet practised' until there is evidence, then counts it", () => {
    const empty = model.view(model.initialState(), T0, { prerequisites: none });
    expect(empty).toMatchObject({ practised: false, evidenceCount: 0, lastSeen: null, certainty: 0 });
    const seen = model.view(base(), at(0.02), { prerequisites: none });
    expect(seen).toMatchObject({ practised: true, evidenceCount: 3, lastSeen: at(0.02) });
    expect(seen.certainty).toBeGreaterThan(0);
  });

  it("forgets over days without practice, and becomes less sure", () => {
    const state = fold(model, [answer(1), answer(1, 0.01), answer(1, 0.02)]);
    const view = (days: number) => model.view(state, at(days), { prerequisites: none });
    expect(view(1).mastery).toBeLessThan(view(0.02).mastery);
    expect(view(30).mastery).toBeLessThan(view(1).mastery);
    expect(view(30).certainty).toBeLessThan(view(1).certainty);
    expect(model.predictCorrect(state, at(30), none)).toBeLessThan(model.predictCorrect(state, at(1), none));
  });

  it("uses the cards' FSRS recall instead of its own forgetting curve", () => {
    const state = fold(model, [answer(1), answer(1, 0.01), answer(1, 0.02)]);
    // With cards, the time since the evidence no longer matters; their recall does.
    expect(mastery(model, state, 60, 0.9)).toBeCloseTo(mastery(model, state, 2, 0.9), 10);
    expect(mastery(model, state, 60, 0.9)).toBeGreaterThan(mastery(model, state, 60));
    expect(mastery(model, state, 1, 0.3)).toBeLessThan(mastery(model, state, 1, 0.9));
    expect(model.predictCorrect(state, at(60), none, { cardRecall: 0.9 })).toBeGreaterThan(
      model.predictCorrect(state, at(60), none),
    );
  });

  it("counts a self-report less than an answer, in the same direction", () => {
    const state = base();
    const before = mastery(model, state, 0.03);
    const moved = (score: number, kind: Observation["kind"]) =>
      mastery(model, model.update(state, answer(score, 0.03, kind), none), 0.03) - before;
    expect(moved(1, "self_report")).toBeGreaterThan(0);
    expect(moved(1, "self_report")).toBeLessThan(moved(1, "assessment"));
    expect(moved(0, "self_report")).toBeLessThan(0);
    expect(moved(0, "self_report")).toBeGreaterThan(moved(0, "assessment"));
    const view = model.view(model.update(state, answer(1, 0.03, "self_report"), none), at(0.03), {
      prerequisites: none,
    });
    expect(view.evidenceCount).toBe(4);
  });

  it("keeps a JSON-serialisable state of constant size", () => {
    let state = model.initialState();
    let size = 0;
    for (let i = 0; i < 500; i++) {
      state = model.update(state, answer(i % 3 === 0 ? 0 : 1, i * 0.3), KNOWN);
      state = JSON.parse(JSON.stringify(state)) as ConceptState;
      if (i === 10) size = JSON.stringify(state).length;
    }
    expect(JSON.stringify(state).length).toBeLessThanOrEqual(size + 16);
    const round = JSON.parse(JSON.stringify(state)) as ConceptState;
    expect(round).toEqual(state);
    expect(model.view(round, at(200), { prerequisites: KNOWN })).toEqual(
      model.view(state, at(200), { prerequisites: KNOWN }),
    );
  });

  it("treats a damaged state as no evidence rather than failing", () => {
    const damaged = { n: "x", p: "y" } as ConceptState;
    expect(model.view(damaged, T0, { prerequisites: none }).practised).toBe(false);
    const next = model.update(damaged, answer(Number.NaN), none);
    const view = model.view(next, T0, { prerequisites: none });
    expect(view.evidenceCount).toBe(1);
    expect(Number.isFinite(view.mastery)).toBe(true);
  });

  it("gives probabilities between 0 and 1 whatever the evidence", () => {
    let state = model.initialState();
    for (let i = 0; i < 200; i++) {
      state = model.update(state, answer(1, i * 0.001), KNOWN);
      const p = model.predictCorrect(state, at(i * 0.001), KNOWN);
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
    }
  });
});

// The candidates informed by prerequisites (the plain variants ignore them by design).
const WITH_PREREQUISITES = CANDIDATES.filter((m) => m.name.endsWith("-prereq"));

describe.each(WITH_PREREQUISITES.map((m) => [m.name, m] as const))("%s and prerequisites", (_name, model) => {
  it("takes its prior from the prerequisites: known ones make it likelier, failed ones less likely", () => {
    const initial = model.initialState();
    const prior = (prerequisites: typeof KNOWN) => model.view(initial, T0, { prerequisites }).mastery;
    expect(prior(KNOWN)).toBeGreaterThan(prior(FAILED));
    expect(model.predictCorrect(initial, T0, KNOWN)).toBeGreaterThan(
      model.predictCorrect(initial, T0, FAILED),
    );
  });

  it("learns faster when the prerequisites are known", () => {
    // The same state and the same answer; only the prerequisites at the time of the answer differ.
    const state = model.update(model.initialState(), answer(0), none);
    const after = (prerequisites: typeof KNOWN) =>
      model.view(model.update(state, answer(1, 0.01), prerequisites), at(0.01), { prerequisites: KNOWN })
        .mastery;
    expect(after(KNOWN)).toBeGreaterThan(after(FAILED));
  });
});

it("exports a chosen model informed by prerequisites", () => {
  expect(WITH_PREREQUISITES.length).toBeGreaterThanOrEqual(2);
  expect(WITH_PREREQUISITES).toContain(LEARNER_MODEL);
});
