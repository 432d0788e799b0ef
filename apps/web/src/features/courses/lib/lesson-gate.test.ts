import { describe, expect, it } from "vitest";
import { isLessonGated } from "./lesson-gate.ts";

describe("isLessonGated", () => {
  it("stops a Free learner with a completed lesson from opening an uncompleted one", () => {
    expect(isLessonGated({ isPro: false, lessonCompleted: false, hasCompletedLesson: true })).toBe(true);
  });
  it("lets a Free learner start the first lesson and review completed ones", () => {
    expect(isLessonGated({ isPro: false, lessonCompleted: false, hasCompletedLesson: false })).toBe(false);
    expect(isLessonGated({ isPro: false, lessonCompleted: true, hasCompletedLesson: true })).toBe(false);
  });
  it("never stops a Pro learner", () => {
    expect(isLessonGated({ isPro: true, lessonCompleted: false, hasCompletedLesson: true })).toBe(false);
  });
});
