import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  localDateOf,
  type PlanLesson,
  planInstant,
  planStudy,
  slotsOn,
  type WeeklySlot,
  ZoneClock,
} from "./plan.ts";

const lessons = (count: number, minutes = 30): PlanLesson[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `l${i + 1}`,
    title: `Lesson ${i + 1}`,
    minutes,
    courseId: "c1",
    courseTitle: "Course",
  }));

/** Monday, Wednesday and Friday 18:00-19:00: three hours a week. */
const THREE_HOURS: WeeklySlot[] = [1, 3, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: "18:00:00",
  endTime: "19:00:00",
}));

const at = (iso: string, zone = "UTC") => DateTime.fromISO(iso, { zone }).toJSDate();

describe("planStudy", () => {
  it("lays lessons into the week's slots in order and names the finish date", () => {
    // Monday 2026-03-02, 09:00 UTC.
    const plan = planStudy({
      lessons: lessons(5),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: null,
    });
    expect(plan.status).toBe("planned");
    expect(plan.slots.map((s) => [s.date, s.lessons.map((l) => l.lesson.id)])).toEqual([
      ["2026-03-02", ["l1", "l2"]],
      ["2026-03-04", ["l3", "l4"]],
      ["2026-03-06", ["l5"]],
    ]);
    expect(plan.finishDate).toBe("2026-03-06");
    expect(plan.weeklyMinutes).toBe(180);
    expect(plan.message).toBe("At your 3 hours a week you finish on 6 March");
  });

  it("says how far after the target it finishes, in the issue's words", () => {
    // 60 lessons of 30 minutes at 3 hours a week: 10 weeks.
    const plan = planStudy({
      lessons: lessons(60),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-01-05T09:00"),
      targetDate: "2026-02-06",
    });
    expect(plan.finishDate).toBe("2026-03-13");
    expect(plan.meetsTarget).toBe(false);
    expect(plan.message).toBe(
      "At your 3 hours a week you finish on 13 March, 5 weeks after your target: add a slot or move the date",
    );
    const early = planStudy({
      lessons: lessons(2),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-01-05T09:00"),
      targetDate: "2026-01-08",
    });
    expect(early.meetsTarget).toBe(true);
    expect(early.message).toBe("At your 3 hours a week you finish on 5 January, 3 days before your target");
  });

  it("runs a slot across midnight into the next day, planned on the day it starts", () => {
    const plan = planStudy({
      lessons: lessons(4),
      slots: [{ dayOfWeek: 6, startTime: "23:00:00", endTime: "01:00:00" }],
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: null,
    });
    expect(plan.weeklyMinutes).toBe(120);
    expect(plan.slots).toHaveLength(1);
    expect(plan.slots[0]!.date).toBe("2026-03-07");
    expect(plan.slots[0]!.end.toISOString()).toBe("2026-03-08T01:00:00.000Z");
    expect(plan.slots[0]!.lessons).toHaveLength(4);
  });

  it("reads slots in the learner's time zone", () => {
    // 18:00 in Tokyo is 09:00 UTC; at 10:00 UTC Monday's Tokyo slot has passed.
    const plan = planStudy({
      lessons: lessons(1),
      slots: THREE_HOURS,
      timeZone: "Asia/Tokyo",
      now: at("2026-03-02T10:00"),
      targetDate: null,
    });
    expect(plan.slots[0]!.date).toBe("2026-03-04");
    expect(plan.slots[0]!.start.toISOString()).toBe("2026-03-04T09:00:00.000Z");
    // Late Sunday evening in New York is already Monday in UTC: today is still Sunday there.
    const ny = planStudy({
      lessons: lessons(1),
      slots: THREE_HOURS,
      timeZone: "America/New_York",
      now: at("2026-03-02T03:00"),
      targetDate: null,
    });
    expect(ny.today).toBe("2026-03-01");
    expect(ny.slots[0]!.start.toISOString()).toBe("2026-03-02T23:00:00.000Z");
  });

  it("keeps the wall time across a DST change and counts the real length of a night slot", () => {
    // Europe/London springs forward on Sunday 29 March 2026 at 01:00 (to 02:00).
    const sundays: WeeklySlot[] = [{ dayOfWeek: 0, startTime: "18:00:00", endTime: "19:00:00" }];
    const plan = planStudy({
      lessons: lessons(4, 60),
      slots: sundays,
      timeZone: "Europe/London",
      now: at("2026-03-16T12:00"),
      targetDate: null,
    });
    expect(plan.slots.map((s) => s.start.toISOString())).toEqual([
      "2026-03-22T18:00:00.000Z",
      "2026-03-29T17:00:00.000Z",
      "2026-04-05T17:00:00.000Z",
      "2026-04-12T17:00:00.000Z",
    ]);
    // A Saturday 23:30-02:30 slot spans the change: three wall hours, two real ones.
    const clock = new ZoneClock("Europe/London", at("2026-03-01T00:00").getTime());
    const night = slotsOn(
      "2026-03-28",
      [{ dayOfWeek: 6, startTime: "23:30:00", endTime: "02:30:00" }],
      clock,
    );
    expect((night[0]!.end.getTime() - night[0]!.start.getTime()) / 60_000).toBe(120);
  });

  it("knows each zone's offsets as luxon does, over ten years, DST changes included", () => {
    for (const zone of [
      "Europe/London",
      "America/New_York",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "Africa/Casablanca",
    ]) {
      const from = at("2026-01-01T00:00").getTime();
      const clock = new ZoneClock(zone, from);
      for (let t = from; t < from + 3650 * 86_400_000; t += 7_919 * 60_000) {
        const wall = DateTime.fromMillis(t, { zone });
        expect(clock.offset(t), `${zone} at ${new Date(t).toISOString()}`).toBe(wall.offset);
        const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
        expect(clock.instantOf(wallMs)).toBe(
          DateTime.fromObject(
            { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute },
            { zone },
          ).toMillis(),
        );
      }
    }
  });

  it("answers a target in the past with a finish date after it", () => {
    const plan = planStudy({
      lessons: lessons(3),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: "2026-02-01",
    });
    expect(plan.meetsTarget).toBe(false);
    expect(plan.message).toBe(
      "At your 3 hours a week you finish on 4 March, 4 weeks after your target, which has passed: move the date",
    );
  });

  it("answers zero slots with a clear message and no finish date", () => {
    for (const slots of [[], [{ dayOfWeek: 1, startTime: "18:00:00", endTime: "18:00:00" }]]) {
      const plan = planStudy({
        lessons: lessons(3),
        slots,
        timeZone: "UTC",
        now: at("2026-03-02T09:00"),
        targetDate: "2026-04-01",
      });
      expect(plan.status).toBe("no-slots");
      expect(plan.finishDate).toBeNull();
      expect(plan.meetsTarget).toBeNull();
      expect(plan.message).toBe(
        "You have no weekly study slots yet: add one in Settings to see when you finish",
      );
    }
  });

  it("plans a course longer than a year, and stops at ten years", () => {
    // 1,000 lessons of 30 minutes at one hour a week: 500 weeks.
    const plan = planStudy({
      lessons: lessons(1000),
      slots: [{ dayOfWeek: 1, startTime: "18:00:00", endTime: "19:00:00" }],
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: null,
    });
    expect(plan.slots).toHaveLength(500);
    expect(plan.finishDate).toBe("2035-09-24");
    expect(plan.message).toBe("At your 1 hour a week you finish on 24 September 2035");
    const tooLong = planStudy({
      lessons: lessons(2000, 60),
      slots: [{ dayOfWeek: 1, startTime: "18:00:00", endTime: "19:00:00" }],
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: null,
    });
    expect(tooLong.status).toBe("too-long");
    expect(tooLong.finishDate).toBeNull();
    expect(tooLong.message).toBe("At your 1 hour a week this goal takes more than ten years: add a slot");
  });

  it("re-plans from today after a missed day, dropping nothing", () => {
    const input = { lessons: lessons(6), slots: THREE_HOURS, timeZone: "UTC", targetDate: null };
    const monday = planStudy({ ...input, now: at("2026-03-02T09:00") });
    expect(monday.slots[0]!.date).toBe("2026-03-02");
    // Monday's slot missed: on Tuesday the same six lessons start on Wednesday.
    const tuesday = planStudy({ ...input, now: at("2026-03-03T09:00") });
    expect(tuesday.slots.map((s) => s.date)).toEqual(["2026-03-04", "2026-03-06", "2026-03-09"]);
    expect(tuesday.slots.flatMap((s) => s.lessons.map((l) => l.lesson.id))).toEqual(
      input.lessons.map((l) => l.id),
    );
    // Finishing early pulls the rest forward: two lessons done on Tuesday leave four.
    const ahead = planStudy({ ...input, lessons: input.lessons.slice(2), now: at("2026-03-03T09:00") });
    expect(ahead.finishDate).toBe("2026-03-06");
  });

  it("gives reviews due the first minutes, carries what does not fit and splits long lessons", () => {
    const plan = planStudy({
      lessons: lessons(2, 50),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-03-02T09:00"),
      targetDate: null,
      reviewMinutesByDay: new Map([
        ["2026-02-27", 10],
        ["2026-03-02", 10],
      ]),
    });
    expect(plan.slots[0]!.reviewMinutes).toBe(20);
    expect(plan.slots[0]!.lessons.map((l) => [l.lesson.id, l.minutes, l.continued])).toEqual([
      ["l1", 40, false],
    ]);
    expect(plan.slots[1]!.lessons.map((l) => [l.lesson.id, l.minutes, l.continued])).toEqual([
      ["l1", 10, true],
      ["l2", 50, false],
    ]);
  });

  it("counts lessons done today against today's slots, and a slot under way from now", () => {
    const plan = planStudy({
      lessons: lessons(2),
      slots: THREE_HOURS,
      timeZone: "UTC",
      now: at("2026-03-02T18:20"),
      targetDate: null,
      doneTodayMinutes: 10,
    });
    expect(plan.slots[0]!.lessons.map((l) => [l.lesson.id, l.minutes])).toEqual([["l1", 30]]);
    expect(plan.slots[1]!.lessons.map((l) => [l.lesson.id, l.minutes])).toEqual([["l2", 30]]);
  });
});

describe("planInstant", () => {
  /** Every day 08:00-10:00 and 23:30-00:30 (across midnight): slots under way in the mornings and at midnight. */
  const SLOTS: WeeklySlot[] = Array.from({ length: 7 }, (_, dayOfWeek) => [
    { dayOfWeek, startTime: "08:00:00", endTime: "10:00:00" },
    { dayOfWeek, startTime: "23:30:00", endTime: "00:30:00" },
  ]).flat();
  const planAt = (now: number, timeZone: string) =>
    planStudy({
      lessons: lessons(20, 25),
      slots: SLOTS,
      timeZone,
      now: new Date(now),
      targetDate: null,
      doneTodayMinutes: 10,
    });

  it("gives every instant of a minute one plan, the same as at the instant itself", () => {
    for (const timeZone of ["Europe/Berlin", "America/New_York", "Asia/Kolkata"]) {
      // Around the spring-forward night in Europe and America, second by odd second over a few minutes
      // of the morning slot, the day's last minutes and the first after midnight.
      for (const local of ["2026-03-08T08:10", "2026-03-28T23:58", "2026-03-29T00:00", "2026-03-29T09:59"]) {
        const from = DateTime.fromISO(local, { zone: timeZone }).toMillis();
        for (let ms = from; ms < from + 150_000; ms += 7_300) {
          const instant = planInstant(timeZone, ms);
          expect(instant).toBeGreaterThanOrEqual(ms - 60_000);
          expect(instant).toBeLessThanOrEqual(ms + 60_000);
          // The same local date, and for slots on whole minutes the same plan.
          expect(localDateOf(timeZone, instant)).toBe(localDateOf(timeZone, ms));
          expect(planAt(instant, timeZone)).toEqual(planAt(ms, timeZone));
          // Every instant of the minute it stands for answers it.
          expect(planInstant(timeZone, instant)).toBe(instant);
        }
      }
    }
  });

  it("stays on today in the day's last minute", () => {
    const ms = DateTime.fromISO("2026-03-10T23:59:30", { zone: "Europe/Berlin" }).toMillis();
    const instant = planInstant("Europe/Berlin", ms);
    expect(localDateOf("Europe/Berlin", instant)).toBe("2026-03-10");
    expect(instant).toBe(DateTime.fromISO("2026-03-11T00:00", { zone: "Europe/Berlin" }).toMillis() - 1);
  });
});
