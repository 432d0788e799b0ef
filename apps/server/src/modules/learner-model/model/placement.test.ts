import { KNOWN_CONCEPT_FROM } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { LEARNER_MODEL, viewGraph } from "./index.ts";
import { choosePlacementQuestion, PLACEMENT_SURE_BELOW, PLACEMENT_SURE_FROM } from "./placement.ts";
import type { ConceptState } from "./types.ts";

const now = new Date("2026-11-28T10:00:00Z");
const ids = (n: number, prefix = "c") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
/** A chain: each concept builds on the one before. */
const chain = (list: string[]) => list.map((id, i) => ({ id, prerequisiteIds: i ? [list[i - 1]!] : [] }));
const flat = (list: string[]) => list.map((id) => ({ id, prerequisiteIds: [] }));

/** Runs a check to its end, answering each concept as `knows` says; the order asked and the end. */
function simulate(options: {
  concepts: { id: string; prerequisiteIds: string[] }[];
  knows: (id: string) => boolean;
}) {
  const states = new Map<string, ConceptState>();
  const asked: string[] = [];
  const scope = new Set(options.concepts.map((c) => c.id));
  for (;;) {
    const choice = choosePlacementQuestion({
      model: LEARNER_MODEL,
      concepts: options.concepts,
      states,
      now,
      scope,
      candidates: options.concepts
        .filter((c) => !asked.includes(c.id))
        .map((c) => ({ id: c.id, choices: 4 })),
      answered: asked.length,
      maxQuestions: 10,
    });
    if (choice.next === null) return { asked, reason: choice.reason, states };
    expect(choice.bits).toBeGreaterThan(0);
    asked.push(choice.next);
    const views = new Map(viewGraph(options.concepts, states, now).map((e) => [e.id, e.view]));
    const prerequisites = options.concepts
      .find((c) => c.id === choice.next)!
      .prerequisiteIds.map((p) => ({ mastery: views.get(p)!.mastery, certainty: views.get(p)!.certainty }));
    const state = states.get(choice.next) ?? LEARNER_MODEL.initialState();
    const score = options.knows(choice.next) ? 1 : 0;
    states.set(
      choice.next,
      LEARNER_MODEL.update(state, { kind: "placement", score, at: now, choices: 4 }, prerequisites),
    );
  }
}

describe("the placement check's selection rule", () => {
  it("uses the product's 'known' line and asks nothing of an empty scope", () => {
    expect(PLACEMENT_SURE_FROM).toBe(KNOWN_CONCEPT_FROM);
    expect(PLACEMENT_SURE_BELOW).toBe(0.2);
    const base = { model: LEARNER_MODEL, concepts: [], states: new Map(), now, scope: new Set<string>() };
    expect(choosePlacementQuestion({ ...base, candidates: [], answered: 0, maxQuestions: 10 })).toEqual({
      next: null,
      reason: "no_more_questions",
    });
  });

  it("stops at 10 questions when every concept is unsure", () => {
    const result = simulate({ concepts: flat(ids(14)), knows: () => true });
    expect(result.asked).toHaveLength(10);
    expect(result.reason).toBe("max_questions");
  });

  it("asks first where the answer tells most: a foundation of a chain, not its last concept", () => {
    const list = ids(6);
    const first = choosePlacementQuestion({
      model: LEARNER_MODEL,
      concepts: chain(list),
      states: new Map(),
      now,
      scope: new Set(list),
      candidates: list.map((id) => ({ id, choices: 4 })),
      answered: 0,
      maxQuestions: 10,
    });
    expect(first.next).not.toBe(list.at(-1));
    expect(list.slice(0, 3)).toContain(first.next);
  });

  it("ends early, sure, when the foundations are not known: what builds on them is settled unknown", () => {
    const list = ids(6);
    const result = simulate({ concepts: chain(list), knows: () => false });
    expect(result.reason).toBe("sure");
    expect(result.asked.length).toBeLessThan(list.length);
    const views = viewGraph(chain(list), result.states, now);
    expect(views.every((v) => v.view.mastery < PLACEMENT_SURE_BELOW)).toBe(true);
  });

  it("a learner who knows it all is asked about every concept (a prior alone never reaches 'known')", () => {
    const list = ids(6);
    const result = simulate({ concepts: chain(list), knows: () => true });
    expect(new Set(result.asked)).toEqual(new Set(list));
    const views = viewGraph(chain(list), result.states, now);
    expect(views.every((v) => v.view.mastery >= PLACEMENT_SURE_FROM)).toBe(true);
  });

  it("a learner who knows the first half ends with the first half known and the rest settled", () => {
    const list = ids(8);
    const result = simulate({ concepts: chain(list), knows: (id) => list.indexOf(id) < 4 });
    expect(result.reason).toBe("sure");
    const views = new Map(viewGraph(chain(list), result.states, now).map((v) => [v.id, v.view.mastery]));
    for (const id of list.slice(0, 4)) expect(views.get(id)!).toBeGreaterThanOrEqual(PLACEMENT_SURE_FROM);
    for (const id of list.slice(4)) expect(views.get(id)!).toBeLessThan(PLACEMENT_SURE_BELOW);
    expect(result.asked.length).toBeLessThan(list.length);
  });
});
