import { describe, expect, it } from "vitest";
import { clock, examAllowance, examLength } from "./exam-text.ts";

describe("the practice exam's words", () => {
  it("says a timed exam's length at 90 seconds an item", () => {
    expect(examLength(10)).toBe("15 minutes");
    expect(examLength(20)).toBe("30 minutes");
    expect(examLength(40)).toBe("1 hour");
  });

  it("shows the time left, never below zero", () => {
    expect(clock(14 * 60_000 + 5_000)).toBe("14:05");
    expect(clock(3_725_000)).toBe("1:02:05");
    expect(clock(-5_000)).toBe("0:00");
  });

  it("states each plan's limit", () => {
    expect(examAllowance("free")).toBe("Free plan: 1 practice exam a week (Pro: 10 a day).");
    expect(examAllowance("pro")).toBe("Pro: 10 practice exams a day.");
  });
});
