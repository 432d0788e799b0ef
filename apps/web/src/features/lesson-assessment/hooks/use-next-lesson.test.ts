import { describe, expect, it } from "vitest";
import { nextLessonAction } from "./use-next-lesson.ts";

const quota = { hoursUntilReset: 5, subscriptionMessage: "One a day", currentCount: 1, maxRequests: 1 };

describe("nextLessonAction", () => {
  it("waits while the server has not answered", () => {
    expect(nextLessonAction({ kind: "checking" })).toBeNull();
    expect(nextLessonAction({ kind: "preparing", id: "l2" })).toBeNull();
  });
  it("opens the written lesson, else the learning plan", () => {
    expect(nextLessonAction({ kind: "ready", id: "l2" })).toEqual({ open: "/lessons/l2" });
    expect(nextLessonAction({ kind: "none" })).toEqual({ open: "/learning-plan" });
    expect(nextLessonAction({ kind: "failed" })).toEqual({ open: "/learning-plan" });
  });
  it("shows the limit that keeps the next lesson closed", () => {
    const limit = { kind: "daily-lesson", quota } as const;
    expect(nextLessonAction({ kind: "upgrade", limit })).toEqual({ limit });
    expect(nextLessonAction({ kind: "upgrade", limit: { kind: "topic" } })).toEqual({
      limit: { kind: "topic" },
    });
  });
});
