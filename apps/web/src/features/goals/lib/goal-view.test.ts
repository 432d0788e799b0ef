import { describe, expect, it } from "vitest";
import {
  formatComplexity,
  formatHours,
  getGoalLimitVariant,
  partitionGoals,
  readGoalLevel,
  readGoalProgress,
  writeGoalMetadata,
} from "./goal-view.ts";

describe("readGoalLevel", () => {
  it("reads {level} from the metadata JSON and defaults to 'Not specified'", () => {
    expect(readGoalLevel(writeGoalMetadata("Advanced"))).toBe("Advanced");
    expect(readGoalLevel(null)).toBe("Not specified");
    expect(readGoalLevel("not json")).toBe("Not specified");
    expect(readGoalLevel('{"level":""}')).toBe("Not specified");
    expect(readGoalLevel("null")).toBe("Not specified");
  });
});

describe("partitionGoals", () => {
  const goals = [
    { id: "a", isActive: false, isCompleted: false },
    { id: "b", isActive: true, isCompleted: false },
    { id: "c", isActive: false, isCompleted: true },
  ];
  it("splits active, other incomplete and completed goals", () => {
    const parts = partitionGoals(goals);
    expect(parts.active?.id).toBe("b");
    expect(parts.others.map((g) => g.id)).toEqual(["a"]);
    expect(parts.completed.map((g) => g.id)).toEqual(["c"]);
  });
  it("prefers the active goal the server named", () => {
    expect(partitionGoals(goals, "a").active?.id).toBe("a");
    expect(partitionGoals(goals, "a").others.map((g) => g.id)).toEqual(["b"]);
  });
  it("has no active goal when none is flagged and a completed goal is never active", () => {
    expect(partitionGoals([{ id: "x", isActive: true, isCompleted: true }]).active).toBeNull();
    expect(partitionGoals([]).others).toEqual([]);
  });
});

describe("readGoalProgress", () => {
  it("uses goalProgress when present, else progress, clamped", () => {
    const detail = { completionPercentage: 33.4, completedLessons: 1, totalLessons: 3 };
    expect(readGoalProgress({ id: "a", goalProgress: detail })).toEqual({
      percent: 33,
      completed: 1,
      total: 3,
    });
    expect(readGoalProgress({ id: "a", progress: 140 })).toEqual({ percent: 100, completed: 0, total: 0 });
    expect(readGoalProgress({ id: "a" }).percent).toBe(0);
  });
});

describe("getGoalLimitVariant", () => {
  const inProgress = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: String(i), isCompleted: false }));
  it("allows a free user one goal in progress, completed goals not counted", () => {
    expect(getGoalLimitVariant([{ id: "done", isCompleted: true }], false)).toBeNull();
    expect(getGoalLimitVariant(inProgress(1), false)).toBe("free-limit");
  });
  it("allows a Pro user up to 10", () => {
    expect(getGoalLimitVariant(inProgress(9), true)).toBeNull();
    expect(getGoalLimitVariant(inProgress(10), true)).toBe("pro-maximum");
  });
});

describe("formatComplexity and formatHours", () => {
  it("names levels and hours", () => {
    expect([1, 2, 3, 0, 9].map(formatComplexity)).toEqual([
      "Beginner",
      "Practitioner",
      "Advanced",
      "Beginner",
      "Advanced",
    ]);
    expect([1, 12, 7.45].map(formatHours)).toEqual(["1 hour", "12 hours", "7.5 hours"]);
  });
});
