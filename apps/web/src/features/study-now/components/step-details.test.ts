import type { StudySession, StudyStep } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { stepHint, stepLink, stepProgress, stepTitle } from "./step-details.ts";

const base: StudyStep = {
  index: 0,
  kind: "reviews",
  state: "pending",
  target: null,
  lessonId: null,
  lessonTitle: null,
  mode: null,
  assessmentId: null,
  conceptId: null,
  conceptName: null,
  progress: null,
  workDone: false,
};
const session = { id: "s", goalId: "g", steps: [] } as unknown as StudySession;

describe("a Study now step in words", () => {
  it("names each kind and leads into its screen", () => {
    const reviews = { ...base, target: 1, progress: 3 };
    expect(stepTitle(reviews)).toBe("Review 1 due card");
    expect(stepProgress(reviews)).toBe("1 of 1 reviewed");
    expect(stepLink(reviews, session)).toEqual({ to: "/review", label: "Start reviews" });

    const lesson = {
      ...base,
      kind: "lesson" as const,
      lessonId: "l",
      lessonTitle: "Loops",
      mode: "study" as const,
    };
    expect(stepTitle(lesson)).toBe("Study “Loops”");
    expect(stepLink(lesson, session)).toEqual({ to: "/lessons/l", label: "Open lesson" });
    const testOut = { ...lesson, mode: "test-out" as const };
    expect(stepTitle(testOut)).toBe("Test out of “Loops”");
    expect(stepLink(testOut, session)).toBeNull();
    expect(stepHint(testOut, false)).toContain("counts as your lesson for today");
    expect(stepHint(testOut, true)).not.toContain("Free plan");

    const gap = { ...base, kind: "gap-fix" as const, lessonId: "l", lessonTitle: "Loops" };
    expect(stepLink(gap, session)?.to).toBe("/lessons/l/assessment");

    const practice = {
      ...base,
      kind: "practice" as const,
      conceptId: "c",
      conceptName: "Range",
      target: 3,
      progress: 2,
    };
    expect(stepTitle(practice)).toBe("Practise “Range”");
    expect(stepProgress(practice)).toBe("2 of 3 answered");
    expect(stepLink(practice, session)?.to).toBe("/review/map/g?practise=c");

    expect(stepTitle({ ...base, kind: "summary" })).toBe("See what changed");
    expect(stepProgress({ ...base, kind: "summary" })).toBeNull();
  });
});
