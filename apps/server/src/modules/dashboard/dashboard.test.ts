import { DashboardSchema } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { lessons, pomodoroSessions, roadmaps } from "../../db/schema/index.ts";

describe("dashboard", () => {
  const fx = useTestApp();

  it("a new learner: no goal, no lesson, zero totals", async () => {
    const user = await createUser(fx.t);
    const res = await fx.call(user, "GET", "/api/dashboard");
    expect(res.statusCode).toBe(200);
    expect(DashboardSchema.parse(res.json())).toEqual({
      activeGoal: null,
      currentLesson: null,
      stats: {
        completedLessons: 0,
        totalLessons: 0,
        completedRoadmaps: 0,
        totalRoadmaps: 0,
        completionPercentage: 0,
      },
      focus: { todayMinutes: 0, weekMinutesByDay: [0, 0, 0, 0, 0, 0, 0], streakDays: 0 },
    });
  });

  it("mid-course: progress, the next lesson with its topic, and totals", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 2 });
    const [first] = await fx.t.handle.db
      .select()
      .from(roadmaps)
      .where(eq(roadmaps.userId, user.id))
      .orderBy(roadmaps.order);
    const firstLessons = await fx.t.handle.db
      .select()
      .from(lessons)
      .where(eq(lessons.roadmapId, first!.id))
      .orderBy(lessons.order);
    await fx.t.handle.db
      .update(lessons)
      .set({ isCompleted: true })
      .where(eq(lessons.id, firstLessons[0]!.id));
    const data = (await fx.call(user, "GET", "/api/dashboard")).json();
    expect(data.activeGoal).toMatchObject({
      description: "Seeded goal",
      goalProgress: { completedLessons: 1, totalLessons: 4 },
    });
    expect(data.currentLesson).toMatchObject({
      id: firstLessons[1]!.id,
      roadmapName: first!.content,
      estimatedMinutes: 30,
    });
    // The lesson page's "current lesson" is the same one (one query defines it: currentLessonId).
    const current = (await fx.call(user, "GET", "/api/lessons/currentLesson")).json();
    expect(current.id).toBe(data.currentLesson.id);
    expect(data.stats).toEqual({
      completedLessons: 1,
      totalLessons: 4,
      completedRoadmaps: 0,
      totalRoadmaps: 2,
      completionPercentage: 25,
    });
  });

  it("a finished course: 100%, no current lesson", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    await fx.t.handle.db.update(lessons).set({ isCompleted: true }).where(eq(lessons.userId, user.id));
    await fx.t.handle.db.update(roadmaps).set({ isCompleted: true }).where(eq(roadmaps.userId, user.id));
    const data = (await fx.call(user, "GET", "/api/dashboard")).json();
    expect(data.currentLesson).toBeNull();
    expect(data.stats).toMatchObject({
      completedLessons: 2,
      totalLessons: 2,
      completedRoadmaps: 1,
      totalRoadmaps: 1,
      completionPercentage: 100,
    });
  });

  it("answers in one statement for 1 goal and 10, and answers 401 without a sign-in", async () => {
    const small = await createUser(fx.t);
    const large = await createUser(fx.t);
    await seedGoalTree(fx.t, small.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    for (let i = 0; i < 10; i++)
      await seedGoalTree(fx.t, large.id, {
        courseCount: 3,
        sectionCount: 4,
        lessonCount: 3,
        isActive: i === 0,
      });
    const count = async (user: typeof small) => {
      const before = fx.t.handle.stats.queries;
      expect((await fx.call(user, "GET", "/api/dashboard")).statusCode).toBe(200);
      return fx.t.handle.stats.queries - before;
    };
    // The sign-in check, on PostgreSQL the learner's data version (see db/read-memo.ts), and one
    // statement, whatever the size of the plan.
    const version = fx.t.handle.kind === "postgres" ? 1 : 0;
    expect(await count(large)).toBe(2 + version);
    expect(await count(small)).toBe(2 + version);
    expect((await fx.t.app.inject({ method: "GET", url: "/api/dashboard" })).statusCode).toBe(401);
  });

  it("shows a learner's own writes at once, and answers from memory until a write could change it", async () => {
    const alice = await createUser(fx.t);
    const bob = await createUser(fx.t);
    for (const user of [alice, bob])
      await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const statements = async (user: typeof alice) => {
      const before = fx.t.handle.stats.queries;
      const res = await fx.call(user, "GET", "/api/dashboard?tz=UTC");
      expect(res.statusCode).toBe(200);
      return { count: fx.t.handle.stats.queries - before, body: res.json() };
    };
    const focusSession = (user: typeof alice) =>
      fx.call(user, "POST", "/api/pomodoro/session", {
        completedAt: new Date().toISOString(),
        duration: 1500,
        notes: "",
      });
    // PGlite knows in this process what was written; PostgreSQL is asked for the learner's data
    // version (one more statement), which triggers change with any write, from any instance.
    const version = fx.t.handle.kind === "postgres" ? 1 : 0;
    expect((await statements(alice)).count).toBe(2 + version);
    await statements(bob);
    // Again: the dashboard is kept, the sign-in check (and the version) alone.
    expect((await statements(alice)).count).toBe(1 + version);

    // Bob's own write: his dashboard shows it at once; Alice's kept answer stays.
    expect((await focusSession(bob)).statusCode).toBe(201);
    expect((await statements(bob)).body.focus.todayMinutes).toBe(25);
    expect((await statements(alice)).count).toBe(1 + version);

    // Alice's own write shows in hers.
    expect((await focusSession(alice)).statusCode).toBe(201);
    const after = await statements(alice);
    expect(after.count).toBe(2 + version);
    expect(after.body.focus.todayMinutes).toBe(25);

    // A write outside any learner's request (a job, a webhook, this test) is seen at once. PGlite
    // reads everyone's again; on PostgreSQL it moved Alice's version only, so Bob's answer is kept.
    await fx.t.handle.db.update(lessons).set({ isCompleted: true }).where(eq(lessons.userId, alice.id));
    expect((await statements(alice)).body.stats.completedLessons).toBe(2);
    expect((await statements(bob)).count).toBe(version ? 1 + version : 2);
  });

  it("adds focus time: today's minutes, the week by day and the streak, in the learner's time zone", async () => {
    const user = await createUser(fx.t);
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
    for (const completedAt of [hoursAgo(0.1), hoursAgo(0.6)]) {
      const res = await fx.call(user, "POST", "/api/pomodoro/session", {
        completedAt,
        duration: 1500,
        notes: "",
      });
      expect(res.statusCode).toBe(201);
    }
    // Older sessions (the API takes only the last day's) go straight into the table.
    await fx.t.handle.db
      .insert(pomodoroSessions)
      .values({ userId: user.id, completedAt: new Date(hoursAgo(24.2)), duration: 600 });
    const focus = (await fx.call(user, "GET", "/api/dashboard?tz=UTC")).json().focus;
    expect(focus.weekMinutesByDay).toHaveLength(7);
    expect(focus.weekMinutesByDay.reduce((a: number, b: number) => a + b, 0)).toBe(60);
    expect(focus.todayMinutes).toBeGreaterThanOrEqual(25);
    expect(focus.weekMinutesByDay[6]).toBe(focus.todayMinutes);
    expect(focus.streakDays).toBeGreaterThanOrEqual(1);
    // A user without sessions has an empty week; a bad time zone is a 400.
    const other = await createUser(fx.t);
    expect((await fx.call(other, "GET", "/api/dashboard")).json().focus).toEqual({
      todayMinutes: 0,
      weekMinutesByDay: [0, 0, 0, 0, 0, 0, 0],
      streakDays: 0,
    });
    const bad = await fx.call(user, "GET", "/api/dashboard?tz=Mars%2FOlympus");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("tz");
  });
});
