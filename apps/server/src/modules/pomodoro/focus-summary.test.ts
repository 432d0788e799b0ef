import { describe, expect, it } from "vitest";
import { isTimeZone, localDay, shiftDay, summarizeFocus } from "./focus-summary.ts";

describe("focus summary", () => {
  it("shifts calendar days across months and years", () => {
    expect(shiftDay("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDay("2027-01-01", 1)).toBe("2026-12-31");
    expect(shiftDay("2026-11-24", 6)).toBe("2026-11-18");
  });

  it("reads today's date in the learner's time zone", () => {
    const now = new Date("2026-11-24T23:30:00Z");
    expect(localDay(now, "UTC")).toBe("2026-11-24");
    expect(localDay(now, "Asia/Tokyo")).toBe("2026-11-25");
    expect(localDay(now, "America/Los_Angeles")).toBe("2026-11-24");
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("counts today's minutes, the week oldest first and a streak ending today", () => {
    const summary = summarizeFocus(
      [
        { day: "2026-11-24", seconds: 25 * 60 + 20 },
        { day: "2026-11-23", seconds: 50 * 60 },
        { day: "2026-11-22", seconds: 600 },
        { day: "2026-11-20", seconds: 1500 },
        { day: "2026-11-10", seconds: 1500 },
      ],
      "2026-11-24",
    );
    expect(summary).toEqual({ todayMinutes: 25, weekMinutesByDay: [0, 0, 25, 0, 10, 50, 25], streakDays: 3 });
  });

  it("keeps yesterday's streak until today ends, and has none after a missed day", () => {
    const days = [
      { day: "2026-11-23", seconds: 1500 },
      { day: "2026-11-22", seconds: 1500 },
    ];
    expect(summarizeFocus(days, "2026-11-24").streakDays).toBe(2);
    expect(summarizeFocus(days, "2026-11-25").streakDays).toBe(0);
    expect(summarizeFocus([], "2026-11-25")).toEqual({
      todayMinutes: 0,
      weekMinutesByDay: [0, 0, 0, 0, 0, 0, 0],
      streakDays: 0,
    });
  });
});
