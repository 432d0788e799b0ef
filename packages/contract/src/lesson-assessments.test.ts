import { describe, expect, it } from "vitest";
import { assessmentScore, isPassingScore, PASS_MARK } from "./lesson-assessments.ts";

describe("an attempt's score and the pass rule", () => {
  it("is the mean of the answers' points in percent, rounded", () => {
    expect(assessmentScore([1, 1, 0, 0.5, 0])).toBe(50);
    expect(assessmentScore([1, 1, 0])).toBe(67);
    expect(assessmentScore([])).toBe(0);
  });

  it("passes at the pass mark and not below it", () => {
    expect(PASS_MARK).toBe(60);
    expect(isPassingScore(assessmentScore([1, 1, 1, 0, 0]))).toBe(true);
    expect(isPassingScore(59)).toBe(false);
  });
});
