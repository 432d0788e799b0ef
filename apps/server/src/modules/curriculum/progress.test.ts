import { describe, expect, it } from "vitest";
import { percentDone, type SectionStat, sectionShare, summarizeGoalProgress } from "./progress.ts";

const stat = (isCompleted: boolean, lessons: number, completedLessons: number): SectionStat => ({
  sectionId: crypto.randomUUID(),
  courseId: "c",
  goalId: "g",
  isCompleted,
  lessons,
  completedLessons,
});

describe("progress", () => {
  it("counts a section by its completed lessons, a completed one in full, one without lessons as zero", () => {
    expect(sectionShare(stat(true, 0, 0))).toBe(1);
    expect(sectionShare(stat(false, 4, 1))).toBe(0.25);
    expect(sectionShare(stat(false, 0, 0))).toBe(0);
  });

  it("weights sections equally and rounds", () => {
    expect(percentDone([])).toBe(0);
    expect(percentDone([stat(true, 5, 5), stat(false, 0, 0), stat(false, 0, 0)])).toBe(33);
    expect(percentDone([stat(false, 4, 3), stat(false, 0, 0)])).toBe(38);
  });

  it("summarizes a goal: 100 when completed, lesson counts over written lessons", () => {
    const stats = [stat(false, 5, 2), stat(false, 0, 0)];
    expect(summarizeGoalProgress(stats, false)).toEqual({
      completionPercentage: 20,
      completedLessons: 2,
      totalLessons: 5,
    });
    expect(summarizeGoalProgress(stats, true).completionPercentage).toBe(100);
  });
});
