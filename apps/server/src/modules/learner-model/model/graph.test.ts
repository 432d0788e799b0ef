import { describe, expect, it } from "vitest";
import {
  type ConceptState,
  expectedInformation,
  LEARNER_MODEL,
  orderConcepts,
  prerequisiteViews,
  viewGraph,
} from "./index.ts";

const T0 = new Date("2026-03-02T09:00:00Z");
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe("orderConcepts and viewGraph", () => {
  it("puts prerequisites first and keeps the given order otherwise", () => {
    const order = orderConcepts([
      { id: "c", prerequisiteIds: ["a", "b"] },
      { id: "a", prerequisiteIds: [] },
      { id: "d", prerequisiteIds: [] },
      { id: "b", prerequisiteIds: ["a"] },
    ]);
    expect(ids(order)).toEqual(["a", "b", "c", "d"]);
    expect(order.find((c) => c.id === "c")!.prerequisiteIds).toEqual(["a", "b"]);
  });

  it("ignores the edge that closes a cycle, self-edges, unknown ids and duplicates", () => {
    const order = orderConcepts([
      { id: "a", prerequisiteIds: ["c", "a", "ghost"] },
      { id: "b", prerequisiteIds: ["a", "a"] },
      { id: "c", prerequisiteIds: ["b"] },
      { id: "a", prerequisiteIds: [] },
    ]);
    // From a: c, then c's b, whose edge back to a closes the cycle.
    expect(ids(order)).toEqual(["b", "c", "a"]);
    // Every kept edge points backwards in the order: a DAG.
    const position = new Map(order.map((c, i) => [c.id, i]));
    const edges = order.flatMap((c) => c.prerequisiteIds.map((p) => [p, c.id] as const));
    expect(edges).toHaveLength(2);
    for (const [p, c] of edges) expect(position.get(p)!).toBeLessThan(position.get(c)!);
  });

  it("walks a long chain without overflowing the stack", () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => ({
      id: `c${i}`,
      prerequisiteIds: i === 0 ? [] : [`c${i - 1}`],
    })).reverse();
    const order = orderConcepts(chain);
    expect(order[0]!.id).toBe("c0");
    expect(order.at(-1)!.id).toBe("c19999");
  });

  it("views every concept, a failed prerequisite lowering what builds on it", () => {
    const concepts = [
      { id: "fractions", prerequisiteIds: ["division"] },
      { id: "division", prerequisiteIds: [] },
    ];
    const fold = (score: number) => {
      let state = LEARNER_MODEL.initialState();
      for (let i = 0; i < 3; i++)
        state = LEARNER_MODEL.update(state, { kind: "assessment", score, at: T0 }, []);
      return new Map<string, ConceptState>([["division", state]]);
    };
    const passed = viewGraph(concepts, fold(1), T0);
    const failed = viewGraph(concepts, fold(0), T0);
    expect(ids(passed)).toEqual(["division", "fractions"]);
    const fractions = (entries: typeof passed) => entries.find((e) => e.id === "fractions")!.view;
    expect(fractions(passed).practised).toBe(false);
    expect(fractions(passed).mastery).toBeGreaterThan(fractions(failed).mastery);
    // The cards' recall reaches the concept it is given for.
    const withCards = viewGraph(
      concepts,
      fold(1),
      new Date(T0.getTime() + 90 * 86_400_000),
      new Map([["division", 0.95]]),
    );
    const later = viewGraph(concepts, fold(1), new Date(T0.getTime() + 90 * 86_400_000));
    expect(withCards[0]!.view.mastery).toBeGreaterThan(later[0]!.view.mastery);
    expect(prerequisiteViews(["division", "ghost"], new Map([["division", passed[0]!.view]]))).toHaveLength(
      1,
    );
  });
});

describe("expectedInformation", () => {
  it("is highest where the model is least sure and small once it is sure", () => {
    let sure = LEARNER_MODEL.initialState();
    for (let i = 0; i < 12; i++)
      sure = LEARNER_MODEL.update(sure, { kind: "assessment", score: 1, at: T0 }, []);
    const unsure = LEARNER_MODEL.initialState();
    const prerequisites = [{ mastery: 0.5, certainty: 0.2 }];
    const a = expectedInformation(LEARNER_MODEL, unsure, T0, prerequisites);
    const b = expectedInformation(LEARNER_MODEL, sure, T0, []);
    expect(a.bits).toBeGreaterThan(b.bits);
    expect(b.bits).toBeGreaterThanOrEqual(0);
    expect(a.ifRight).toBeGreaterThan(a.mastery);
    expect(a.ifWrong).toBeLessThan(a.mastery);
    // A placement answer teaches nothing: the state it was asked from is unchanged.
    expect(a.pRight).toBeCloseTo(LEARNER_MODEL.predictCorrect(unsure, T0, prerequisites), 10);
  });
});
