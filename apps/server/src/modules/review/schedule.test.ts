import { createEmptyCard, fsrs, type Grade, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  formatInterval,
  fromFsrsCard,
  gradeCard,
  isDueToday,
  newFsrsState,
  nextLocalMidnight,
  previewIntervals,
  reviewStreak,
} from "./schedule.ts";

const MIN = 60_000;
const DAY = 86_400_000;

describe("the review schedule follows ts-fsrs", () => {
  const sequences: Grade[][] = [
    [Rating.Good, Rating.Good, Rating.Good, Rating.Good],
    [Rating.Again, Rating.Good, Rating.Hard, Rating.Easy, Rating.Again, Rating.Good],
    [Rating.Easy, Rating.Easy, Rating.Easy],
    [Rating.Hard, Rating.Again, Rating.Again, Rating.Good, Rating.Good],
  ];
  for (const retention of [0.9, 0.8]) {
    for (const ratings of sequences) {
      it(`gives ts-fsrs's schedule for ${ratings.join(",")} at retention ${retention}`, () => {
        const reference = fsrs({ request_retention: retention, enable_fuzz: false });
        const start = new Date("2026-01-05T09:00:00Z");
        let theirs = createEmptyCard(start);
        let ours = newFsrsState(start);
        let now = start;
        for (const rating of ratings) {
          theirs = reference.next(theirs, now, rating).card;
          ours = gradeCard(ours, rating, now, retention);
          expect(ours).toEqual(fromFsrsCard(theirs));
          now = new Date(theirs.due); // reviewed when due
        }
      });
    }
  }

  it("previews the four ratings' intervals as ts-fsrs's repeat does", () => {
    const now = new Date("2026-01-05T09:00:00Z");
    const preview = fsrs({ enable_fuzz: false }).repeat(createEmptyCard(now), now);
    const intervals = previewIntervals(newFsrsState(now), now, 0.9);
    expect(intervals.map((i) => i.due)).toEqual(
      [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy].map((r) =>
        preview[r as Grade].card.due.toISOString(),
      ),
    );
    expect(intervals.map((i) => i.label)).toEqual(["1 min", "6 min", "10 min", expect.stringMatching(/ d$/)]);
  });

  it("a higher desired retention schedules sooner", () => {
    const now = new Date("2026-01-05T09:00:00Z");
    let high = newFsrsState(now);
    let low = newFsrsState(now);
    for (let i = 0; i < 3; i++) {
      high = gradeCard(high, 3, new Date(high.due), 0.95);
      low = gradeCard(low, 3, new Date(low.due), 0.8);
    }
    expect(high.scheduledDays).toBeLessThan(low.scheduledDays);
  });

  it("writes intervals as a button shows them", () => {
    expect([MIN, 10 * MIN, 3 * 60 * MIN, 3 * DAY, 62 * DAY, 548 * DAY].map(formatInterval)).toEqual([
      "1 min",
      "10 min",
      "3 h",
      "3 d",
      "2 mo",
      "1.5 y",
    ]);
  });
});

describe("the learner's days", () => {
  const midnight = (now: string, tz: string) => nextLocalMidnight(new Date(now), tz).toISOString();

  it("finds the next local midnight, across daylight-saving changes", () => {
    expect(midnight("2026-06-01T12:00:00Z", "UTC")).toBe("2026-06-02T00:00:00.000Z");
    // London: the clocks go forward at 01:00 UTC on 29 March 2026.
    expect(midnight("2026-03-28T22:00:00Z", "Europe/London")).toBe("2026-03-29T00:00:00.000Z");
    expect(midnight("2026-03-29T12:00:00Z", "Europe/London")).toBe("2026-03-29T23:00:00.000Z");
    // New York: spring forward on 8 March, fall back on 1 November 2026 (23- and 25-hour days).
    expect(midnight("2026-03-08T12:00:00Z", "America/New_York")).toBe("2026-03-09T04:00:00.000Z");
    // 23:30 EST on 7 March: midnight is still EST.
    expect(midnight("2026-03-08T04:30:00Z", "America/New_York")).toBe("2026-03-08T05:00:00.000Z");
    expect(midnight("2026-10-31T12:00:00Z", "America/New_York")).toBe("2026-11-01T04:00:00.000Z");
    expect(midnight("2026-11-01T12:00:00Z", "America/New_York")).toBe("2026-11-02T05:00:00.000Z");
    expect(midnight("2026-01-01T09:00:00Z", "Pacific/Kiritimati")).toBe("2026-01-01T10:00:00.000Z");
    expect(midnight("2026-01-01T09:00:00Z", "Asia/Kolkata")).toBe("2026-01-01T18:30:00.000Z");
    expect(nextLocalMidnight(new Date("2026-11-01T12:00:00Z"), "America/New_York", 2).toISOString()).toBe(
      "2026-11-03T05:00:00.000Z",
    );
  });

  it("a card due in days is due for the whole local day; a review after midnight counts for the new day", () => {
    const card = { due: "2026-03-10T15:00:00Z", scheduledDays: 3 };
    const tz = "America/New_York";
    expect(isDueToday(card, new Date("2026-03-10T03:30:00Z"), tz)).toBe(false); // 23:30 on 9 March
    expect(isDueToday(card, new Date("2026-03-10T04:30:00Z"), tz)).toBe(true); // 00:30 on 10 March
    expect(isDueToday(card, new Date("2026-03-10T04:30:00Z"), "Asia/Tokyo")).toBe(false); // 13:30 on 10 March there, due 00:00 on the 11th
    const step = { due: "2026-03-10T15:00:00Z", scheduledDays: 0 };
    expect(isDueToday(step, new Date("2026-03-10T14:59:00Z"), tz)).toBe(false);
    expect(isDueToday(step, new Date("2026-03-10T15:00:00Z"), tz)).toBe(true);
  });

  it("counts a streak up to today, or yesterday before today's first review", () => {
    expect(reviewStreak(["2026-03-07", "2026-03-08", "2026-03-09"], "2026-03-09")).toBe(3);
    expect(reviewStreak(["2026-03-07", "2026-03-08"], "2026-03-09")).toBe(2);
    expect(reviewStreak(["2026-03-06", "2026-03-08"], "2026-03-09")).toBe(1);
    expect(reviewStreak(["2026-03-06"], "2026-03-09")).toBe(0);
    expect(reviewStreak(["2026-02-28", "2026-03-01"], "2026-03-01")).toBe(2);
  });
});
