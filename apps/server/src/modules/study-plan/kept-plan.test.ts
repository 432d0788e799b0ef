import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createUser,
  recordAssessmentScore,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { useSecondInstance } from "../../../test/second-instance.ts";
import { lessons } from "../../db/schema/index.ts";
import { getStudyPlan } from "./service.ts";

/**
 * GET /goals/{id}/plan is a memoized read: its facts are kept per learner, goal, zone and
 * local date until a write could change them, and the plan is computed from them once a minute.
 * Each write that changes a plan is in the next read, through another instance on PostgreSQL
 * too; a new local date or minute is never answered with the last one's plan.
 */
describe("the kept study plan", () => {
  const fx = useTestApp();
  const other = useSecondInstance(fx);

  /** Statements a kept read still runs: the data-version lookup on PostgreSQL. */
  const versionLookups = () => (fx.t.handle.kind === "postgres" ? 1 : 0);

  /** Two hours every day, 08:00 to 10:00. */
  const everyDay = (startTime = "08:00", endTime = "10:00") =>
    Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

  async function learnerWithGoal() {
    const user = await createUser(fx.t);
    const seeded = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 3 });
    const res = await fx.call(user, "PUT", "/api/user/profile", { learningSchedule: everyDay() });
    expect(res.statusCode, res.body).toBe(200);
    return { user, ...seeded };
  }

  const plan = async (user: TestUser, goalId: string) => {
    const res = await other.get(user, `/api/goals/${goalId}/plan?tz=UTC`);
    expect(res.status, String(res.body)).toBe(200);
    return res.body as {
      weeklyMinutes: number;
      targetDate: string | null;
      remainingLessons: number;
      reviewsDue: number;
      days: { date: string; done: { lessonId: string }[] }[];
    };
  };

  it("each write that changes the plan is in the next read, whichever instance or program wrote it", async () => {
    const { user, goalId } = await learnerWithGoal();
    const first = await plan(user, goalId);
    expect(first).toMatchObject({ weeklyMinutes: 14 * 60, remainingLessons: 6, reviewsDue: 0 });
    // Read again: the same answer (kept).
    expect(await plan(user, goalId)).toEqual(first);

    // The learner's slots (users).
    const slots = await fx.call(user, "PUT", "/api/user/profile", {
      learningSchedule: everyDay("08:00", "09:00"),
    });
    expect(slots.statusCode).toBe(200);
    expect((await plan(user, goalId)).weeklyMinutes).toBe(7 * 60);

    // The target date (goals).
    const target = await fx.call(user, "PUT", `/api/goals/${goalId}/plan/target`, {
      targetDate: "2099-12-31",
    });
    expect(target.statusCode).toBe(200);
    expect((await plan(user, goalId)).targetDate).toBe("2099-12-31");

    // A completed lesson (lessons): one fewer to plan, and done today.
    const [lesson] = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.title)
      .limit(1);
    await recordAssessmentScore(fx.t, user.id, lesson!.id, 90);
    const done = await fx.call(user, "PUT", `/api/lessons/${lesson!.id}/complete/90`);
    expect(done.statusCode, done.body).toBe(200);
    const afterDone = await plan(user, goalId);
    expect(afterDone.remainingLessons).toBe(5);
    expect(afterDone.days.flatMap((d) => d.done.map((l) => l.lessonId))).toEqual([lesson!.id]);

    // A review card due now (review_cards).
    const card = await fx.call(user, "POST", "/api/review/cards", {
      front: "What is a loop?",
      back: "A repeat",
    });
    expect(card.statusCode, card.body).toBe(201);
    expect((await plan(user, goalId)).reviewsDue).toBe(1);

    // Another program (a statement outside any request): a lesson hidden from the plan.
    await fx.t.handle.db.execute(
      sql`update lessons set is_hidden = true where user_id = ${user.id} and not is_completed and title like '%section 2 lesson 3'`,
    );
    expect((await plan(user, goalId)).remainingLessons).toBe(4);
  });

  it("another learner's goal answers 404, also while the owner's plan is kept", async () => {
    const { user, goalId } = await learnerWithGoal();
    await plan(user, goalId);
    const stranger = await createUser(fx.t);
    expect((await other.get(stranger, `/api/goals/${goalId}/plan?tz=UTC`)).status).toBe(404);
    expect((await other.get(user, `/api/goals/${goalId}/plan?tz=UTC`)).status).toBe(200);
  });

  it("crosses midnight in the learner's zone: the new day's plan, not the kept one", async () => {
    const { user, goalId } = await learnerWithGoal();
    const { db } = fx.t.handle;
    const read = (at: string) =>
      getStudyPlan({ db, userId: user.id, goalId, timeZone: "Europe/Berlin", now: new Date(at) });
    // 23:59:30 in Berlin (UTC+1 in March), then 50 s later: 00:00:20 the next day.
    const evening = await read("2026-03-10T22:59:30Z");
    expect(evening.today).toBe("2026-03-10");
    const statements = fx.t.handle.stats.queries;
    const night = await read("2026-03-10T23:00:20Z");
    expect(night.today).toBe("2026-03-11");
    expect(night.days.find((d) => d.date === "2026-03-10")?.slots).toEqual([]);
    // The new date read its facts anew (the reviews due run to a horizon counted from the date).
    expect(fx.t.handle.stats.queries).toBeGreaterThan(statements);
    // Within the same minute the kept plan is the same answer, and no statement runs (but the
    // data-version lookup on PostgreSQL).
    const before = fx.t.handle.stats.queries;
    expect(await read("2026-03-10T23:00:40Z")).toBe(night);
    expect(fx.t.handle.stats.queries).toBe(before + versionLookups());
  });

  it("follows the clock by the minute while a slot is under way, from kept facts", async () => {
    const { user, goalId } = await learnerWithGoal();
    const { db } = fx.t.handle;
    const read = (at: string) =>
      getStudyPlan({ db, userId: user.id, goalId, timeZone: "Europe/Berlin", now: new Date(at) });
    const todayMinutes = (p: Awaited<ReturnType<typeof read>>) =>
      p.days
        .find((d) => d.date === p.today)!
        .slots.flatMap((s) => s.lessons)
        .reduce((sum, l) => sum + l.minutes, 0);
    // 08:10:30 in Berlin: the 08:00-10:00 slot has 109 whole minutes left (from 08:11).
    const early = await read("2026-03-11T07:10:30Z");
    expect(todayMinutes(early)).toBe(109);
    const before = fx.t.handle.stats.queries;
    const later = await read("2026-03-11T07:11:30Z");
    expect(todayMinutes(later)).toBe(108);
    // Computed anew from the kept facts: no statement but the version lookup.
    expect(fx.t.handle.stats.queries).toBe(before + versionLookups());
    // The slot over: nothing more today.
    expect(todayMinutes(await read("2026-03-11T09:00:30Z"))).toBe(0);
  });
});
