import { describe, expect, it } from "vitest";
import { gapFixProgress } from "./gap-fixes.ts";

const q = (concept: string, correct: boolean | null, answeredAt: string | null) => ({
  concept,
  correct,
  answeredAt,
});

describe("where a 'Fix the gaps' stands", () => {
  it("unlocks the retake once every concept's questions are answered, the last one right", () => {
    expect(gapFixProgress([q("A", true, "1"), q("A", null, null)])).toEqual({
      retakeUnlocked: false,
      needsMore: [],
    });
    expect(gapFixProgress([q("A", false, "1"), q("A", true, "2"), q("B", true, "3")])).toEqual({
      retakeUnlocked: true,
      needsMore: [],
    });
  });

  it("asks for one more on a concept whose last answer was wrong, by when it was answered", () => {
    expect(gapFixProgress([q("A", false, "3"), q("A", true, "2"), q("B", true, "1")])).toEqual({
      retakeUnlocked: false,
      needsMore: ["A"],
    });
  });

  it("has nothing unlocked without questions", () => {
    expect(gapFixProgress([]).retakeUnlocked).toBe(false);
  });
});
