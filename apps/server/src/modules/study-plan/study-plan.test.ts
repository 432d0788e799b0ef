import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons, reviewCards } from "../../db/schema/index.ts";

/** Two hours every day, 08:00 to 10:00: fourteen hours a week. */
const EVERY_DAY = Array.from({ length: 7 }, (_, dayOfWeek) => ({
  dayOfWeek,
  startTime: "08:00",
  endTime: "10:00",
}));

type Plan = {
  status: string;
  today: string;
  targetDate: string | null;
  finishDate: string | null;
  meetsTarget: boolean | null;
  weeklyMinutes: number;
  remainingLessons: number;
  reviewsDue: number;
  message: string;
  days: {
    date: string;
    slots: { start: string; reviewMinutes: number; lessons: { lessonId: string; title: string }[] }[];
    done: { lessonId: string }[];
  }[];
};

describe("study plan API", () => {
  const fx = useTestApp();

  async function learnerWithGoal(shape = { courseCount: 2, sectionCount: 2, lessonCount: 3 }) {
    const user = await createUser(fx.t);
    const seeded = await seedGoalTree(fx.t, user.id, shape);
    const res = await fx.call(user, "PUT", "/api/user/profile", { learningSchedule: EVERY_DAY });
    expect(res.statusCode, res.body).toBe(200);
    return { user, ...seeded };
  }

  // The learner's zone: one where today's 08:00-10:00 slot is not under way now (a slot under way
  // counts only what is left of it, and a lesson then runs on into the next day's slot, listed twice).
  const zone = ["Europe/Berlin", "America/New_York", "Asia/Tokyo"].find((timeZone) => {
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(new Date()),
    );
    return hour < 7 || hour >= 10;
  })!;

  /** The zone's offset from UTC in whole hours at the given moment (the zones above have whole hours). */
  const zoneOffsetHours = (timeZone: string, at: Date) => {
    const name = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")!.value;
    return Number(/GMT([+-]\d+)?/.exec(name)![1] ?? 0);
  };

  const getPlan = async (user: TestUser, goalId: string, tz = zone) => {
    const res = await fx.call(user, "GET", `/api/goals/${goalId}/plan?tz=${encodeURIComponent(tz)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Plan;
  };

  it("plans every remaining lesson in course and section order into the slots", async () => {
    const { user, goalId } = await learnerWithGoal();
    const plan = await getPlan(user, goalId);
    expect(plan).toMatchObject({ status: "planned", weeklyMinutes: 14 * 60, remainingLessons: 12 });
    const planned = plan.days.flatMap((d) => d.slots.flatMap((s) => s.lessons.map((l) => l.title)));
    expect(planned).toEqual(
      [1, 2].flatMap((c) =>
        [1, 2].flatMap((s) => [1, 2, 3].map((l) => `Course ${c} section ${s} lesson ${l}`)),
      ),
    );
    // Four 30-minute lessons a day: twelve take three slot days.
    const lastDay = plan.days.filter((d) => d.slots.length > 0).at(-1)!;
    expect(plan.finishDate).toBe(lastDay.date);
    expect(plan.message).toMatch(/^At your 14 hours a week you finish on \d+ \w+( \d{4})?$/);
    expect(plan.days[0]!.date <= plan.today).toBe(true);
  });

  it("leaves out a lesson hidden from the plan", async () => {
    const { user, goalId } = await learnerWithGoal();
    const [hidden] = await fx.t.handle.db
      .update(lessons)
      .set({ isHidden: true })
      .where(and(eq(lessons.userId, user.id), eq(lessons.title, "Course 1 section 1 lesson 2")))
      .returning();
    expect(hidden?.title).toBe("Course 1 section 1 lesson 2");
    const plan = await getPlan(user, goalId);
    const planned = plan.days.flatMap((d) => d.slots.flatMap((s) => s.lessons.map((l) => l.title)));
    expect(plan.remainingLessons).toBe(11);
    expect(planned).not.toContain("Course 1 section 1 lesson 2");
    expect(planned).toContain("Course 1 section 1 lesson 3");
  });

  it("sets, checks and clears a target date, and completing lessons re-plans the rest", async () => {
    const { user, goalId } = await learnerWithGoal();
    const late = await fx.call(user, "PUT", `/api/goals/${goalId}/plan/target`, { targetDate: "2020-01-01" });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ targetDate: "2020-01-01", meetsTarget: false });
    expect(late.json().message).toMatch(/after your target, which has passed: move the date$/);
    const early = await fx.call(user, "PUT", `/api/goals/${goalId}/plan/target`, {
      targetDate: "2099-12-31",
    });
    expect(early.json()).toMatchObject({ targetDate: "2099-12-31", meetsTarget: true });
    expect(early.json().message).toMatch(/weeks before your target$/);
    expect((await getPlan(user, goalId)).targetDate).toBe("2099-12-31");
    const cleared = await fx.call(user, "PUT", `/api/goals/${goalId}/plan/target`, { targetDate: null });
    expect(cleared.json()).toMatchObject({ targetDate: null, meetsTarget: null });
    for (const targetDate of ["2026-02-30", "tomorrow", 5]) {
      const bad = await fx.call(user, "PUT", `/api/goals/${goalId}/plan/target`, { targetDate });
      expect(bad.statusCode).toBe(400);
    }
    expect((await fx.call(user, "GET", `/api/goals/${goalId}/plan?tz=Mars/Olympus`)).statusCode).toBe(400);

    const plannedIds = (p: Plan) =>
      p.days.flatMap((d) => d.slots.flatMap((s) => s.lessons.map((l) => l.lessonId)));
    const [first, second] = plannedIds(await getPlan(user, goalId));
    await fx.t.handle.db
      .update(lessons)
      .set({ isCompleted: true, completedAt: new Date() })
      .where(eq(lessons.id, first!));
    const plan = await getPlan(user, goalId);
    expect(plan.remainingLessons).toBe(11);
    const today = plan.days.find((d) => d.date === plan.today)!;
    expect(today.done.map((d) => d.lessonId)).toEqual([first!]);
    const planned = plannedIds(plan);
    expect(planned).toHaveLength(11);
    expect(planned[0]).toBe(second!);
    expect(planned).not.toContain(first!);
  });

  it("gives reviews due their minutes first", async () => {
    const { user, goalId } = await learnerWithGoal({ courseCount: 1, sectionCount: 1, lessonCount: 2 });
    await fx.t.handle.db.insert(reviewCards).values(
      Array.from({ length: 3 }, (_, i) => ({
        userId: user.id,
        source: "manual",
        front: `Question ${i}`,
        back: "Answer",
        due: new Date(Date.now() - 86_400_000),
      })),
    );
    const plan = await getPlan(user, goalId);
    expect(plan.reviewsDue).toBe(3);
    const first = plan.days.flatMap((d) => d.slots)[0]!;
    expect(first.reviewMinutes).toBe(6);
  });

  it("answers zero slots with a message, not an error", async () => {
    const user = await createUser(fx.t);
    const { goalId } = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const plan = await getPlan(user, goalId);
    expect(plan).toMatchObject({ status: "no-slots", finishDate: null, meetsTarget: null, weeklyMinutes: 0 });
    expect(plan.message).toBe(
      "You have no weekly study slots yet: add one in Settings to see when you finish",
    );
  });

  it("answers 404 for another learner's goal and an unknown one", async () => {
    const { goalId } = await learnerWithGoal();
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "GET", `/api/goals/${goalId}/plan`)).statusCode).toBe(404);
    const put = await fx.call(stranger, "PUT", `/api/goals/${goalId}/plan/target`, {
      targetDate: "2030-01-01",
    });
    expect(put.statusCode).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await fx.call(stranger, "GET", `/api/goals/${unknown}/plan`)).statusCode).toBe(404);
    expect((await fx.call(stranger, "GET", "/api/goals/not-a-uuid/plan")).statusCode).toBe(400);
  });

  it("runs the same number of statements for 4 lessons as for 600, and none for its facts when kept", async () => {
    // On PostgreSQL each request also looks up the learner's data version (ADR 0012).
    const lookups = fx.t.handle.kind === "postgres" ? 2 : 1;
    const statements = async (shape: { courseCount: number; sectionCount: number; lessonCount: number }) => {
      const { user, goalId } = await learnerWithGoal(shape);
      const before = fx.t.handle.stats.queries;
      await getPlan(user, goalId);
      const first = fx.t.handle.stats.queries - before;
      await getPlan(user, goalId);
      return { first, kept: fx.t.handle.stats.queries - before - first };
    };
    const small = await statements({ courseCount: 1, sectionCount: 2, lessonCount: 2 });
    const large = await statements({ courseCount: 3, sectionCount: 10, lessonCount: 20 });
    expect(small).toEqual(large);
    // The actor, the goal with its slots, the lessons and the reviews due.
    expect(large.first).toBe(lookups + 3);
    expect(large.kept).toBe(lookups);
  });

  it("serves a private calendar feed by token, parsed by node-ical, until it is revoked", async () => {
    const { user } = await learnerWithGoal({ courseCount: 1, sectionCount: 1, lessonCount: 3 });
    expect((await fx.call(user, "GET", "/api/calendar-feed")).json()).toMatchObject({ active: false });
    expect((await fx.call(user, "POST", "/api/calendar-feed", { timeZone: "Nowhere/Land" })).statusCode).toBe(
      400,
    );
    // In a zone where today's 08:00 slot is not under way (one under way holds fewer lessons).
    const made = await fx.call(user, "POST", "/api/calendar-feed", { timeZone: zone });
    expect(made.statusCode, made.body).toBe(201);
    const { path } = made.json() as { path: string };
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fx.call(user, "GET", "/api/calendar-feed")).json()).toMatchObject({
      active: true,
      timeZone: zone,
    });

    const feed = await fx.t.app.inject({ method: "GET", url: path });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    // RFC 5545 §3.1 on the bytes sent: every line ends with CRLF (the last one too), no bare CR or
    // LF anywhere, and folded lines stay within 75 octets.
    const raw = feed.rawPayload.toString("latin1");
    expect(raw.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
    const rawLines = raw.slice(0, -2).split("\r\n");
    expect(rawLines.length).toBeGreaterThan(100);
    expect(rawLines.every((line) => line.length <= 75)).toBe(true);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    // Two hours every day for the 62 days ahead.
    expect(events.length).toBeGreaterThanOrEqual(61);
    const text = events.map((e) => `${e.summary} ${e.description}`).join("\n");
    for (const n of [1, 2, 3]) expect(text).toContain(`Course 1 section 1 lesson ${n}`);
    const first = events.find((e) => String(e.summary).startsWith("Study: "))!;
    expect(first.summary).toBe("Study: Course 1 section 1 lesson 1 +2");
    expect(first.start.getUTCMinutes()).toBe(0);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    // The slot's start, 08:00 in the zone, in UTC.
    const slotHourUtc = (8 - zoneOffsetHours(zone, first.start) + 24) % 24;
    expect(first.uid).toMatch(
      new RegExp(
        `^[0-9a-f]{16}-\\d{4}-\\d\\d-\\d\\dT${String(slotHourUtc).padStart(2, "0")}:00:00\\.000Z@study-plan\\.brainy$`,
      ),
    );

    // A new link revokes the old one; revoking leaves none.
    const remade = await fx.call(user, "POST", "/api/calendar-feed", { timeZone: zone });
    const newPath = remade.json().path as string;
    expect((await fx.t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await fx.t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(200);
    expect((await fx.call(user, "DELETE", "/api/calendar-feed")).statusCode).toBe(204);
    expect((await fx.t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(404);
    expect((await fx.call(user, "GET", "/api/calendar-feed")).json()).toMatchObject({ active: false });
    expect((await fx.t.app.inject({ method: "GET", url: "/api/calendar/short.ics" })).statusCode).toBe(400);
  });
});
