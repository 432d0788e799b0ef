import { describe, expect, it } from "vitest";
import { formatRetention, masteryLevel, reviewPath, scopeFromSearch } from "./mastery-level.ts";

const A = "0b0c0d0e-0000-4000-8000-000000000001";
const B = "0b0c0d0e-0000-4000-8000-000000000002";

describe("mastery levels", () => {
  it("are strong at the desired retention, weak below half of it, fading between, none without cards", () => {
    expect(masteryLevel(0.9, 0.9)).toBe("strong");
    expect(masteryLevel(0.89, 0.9)).toBe("fading");
    expect(masteryLevel(0.45, 0.9)).toBe("fading");
    expect(masteryLevel(0.44, 0.9)).toBe("weak");
    expect(masteryLevel(0, 0.8)).toBe("weak");
    expect(masteryLevel(null, 0.9)).toBe("none");
    expect(formatRetention(0.876)).toBe("88%");
  });

  it("'Review these' goes to /review with the lessons, and /review reads them back", () => {
    expect(reviewPath({ lessonIds: [A, B] })).toBe(`/review?lessons=${A},${B}`);
    expect(reviewPath({ goalId: A })).toBe(`/review?goal=${A}`);
    expect(reviewPath({})).toBe("/review");
    expect(scopeFromSearch(new URLSearchParams(`lessons=${A},${B}`))).toEqual({ lessonIds: [A, B] });
    expect(scopeFromSearch(new URLSearchParams(`lessons=${A},nope`))).toEqual({ lessonIds: [A] });
    expect(scopeFromSearch(new URLSearchParams(`goal=${B}`))).toEqual({ goalId: B });
    expect(scopeFromSearch(new URLSearchParams("goal=nope"))).toEqual({});
  });
});
