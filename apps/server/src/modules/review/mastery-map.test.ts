import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons, reviewCards, roadmaps } from "../../db/schema/index.ts";

describe("the mastery map and 'Review these'", () => {
  const fx = useTestApp();

  async function makeCard(user: TestUser, lessonId: string, front = "Question?") {
    const res = await fx.call(user, "POST", "/api/review/cards", { front, back: "Answer", lessonId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reps: number };
  }
  const grade = (user: TestUser, card: { id: string }, rating: number) =>
    fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, { rating, durationMs: 1000, reps: 0 });

  it("answers a goal's sections × lessons by retention, weak spots weakest first; another user's goal is 404", async () => {
    const user = await createUser(fx.t);
    const { goalId, sectionIds } = await seedGoalTree(fx.t, user.id, {
      courseCount: 1,
      sectionCount: 2,
      lessonCount: 2,
    });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id, roadmapId: lessons.roadmapId, order: lessons.order, section: roadmaps.order })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    const [a, b, c] = rows;
    // Lesson a: one card recalled now (1) and one never reviewed (not counted: issue 37): 1.
    // Lesson b: one card recalled (1). Lesson c: one card reviewed a month ago with a day's
    // stability (below the desired retention), one never reviewed. The fourth lesson has no cards.
    await grade(user, await makeCard(user, a!.id), 3);
    await makeCard(user, a!.id, "Second question?");
    await grade(user, await makeCard(user, b!.id), 3);
    const old = await makeCard(user, c!.id);
    await makeCard(user, c!.id, "Never reviewed?");
    const DAY = 86_400_000;
    await fx.t.handle.db
      .update(reviewCards)
      .set({
        state: 2,
        reps: 1,
        stability: 0.2,
        scheduledDays: 1,
        lastReview: new Date(Date.now() - 30 * DAY),
        due: new Date(Date.now() - 29 * DAY),
      })
      .where(eq(reviewCards.id, old.id));

    const res = await fx.call(user, "GET", `/api/review/goals/${goalId}/mastery`);
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json();
    expect(map.goal).toEqual({ id: goalId, title: "Seeded goal" });
    expect(map.desiredRetention).toBe(0.9);
    expect(map.cards).toBe(5);
    expect(map.sections.map((s: { id: string }) => s.id)).toEqual(sectionIds);
    expect(map.sections[0].retention).toBeCloseTo(1, 2);
    expect(map.sections[0].lessons.map((l: { retention: number | null }) => l.retention)).toEqual([
      expect.closeTo(1, 2),
      expect.closeTo(1, 2),
    ]);
    const weak = map.sections[1].lessons[0];
    expect(weak.cards).toBe(2);
    expect(weak.retention).toBeGreaterThan(0);
    expect(weak.retention).toBeLessThan(0.9);
    expect(map.retention).toBeCloseTo((2 + weak.retention) / 3, 2);
    expect(map.sections[1].lessons[1]).toMatchObject({ retention: null, cards: 0 });
    expect(map.weakSpots.map((w: { id: string }) => w.id)).toEqual([c!.id]);
    expect(map.weakSpots[0]).toMatchObject({ sectionId: c!.roadmapId, cards: 2 });
    // Cards never reviewed are not yet practised: a lesson with only those has no retention, not 0.
    const fresh = await createUser(fx.t);
    const tree = await seedGoalTree(fx.t, fresh.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [only] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, fresh.id));
    await makeCard(fresh, only!.id);
    const freshMap = (await fx.call(fresh, "GET", `/api/review/goals/${tree.goalId}/mastery`)).json();
    expect(freshMap).toMatchObject({ retention: null, cards: 1, weakSpots: [] });
    expect(freshMap.sections[0].lessons[0]).toMatchObject({ retention: null, cards: 1 });

    const other = await createUser(fx.t);
    expect((await fx.call(other, "GET", `/api/review/goals/${goalId}/mastery`)).statusCode).toBe(404);
    expect((await fx.call(user, "GET", "/api/review/goals/not-a-uuid/mastery")).statusCode).toBe(400);
  });

  it("answers an empty map for a goal without sections", async () => {
    const user = await createUser(fx.t);
    const { goalId } = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 0, lessonCount: 0 });
    const map = (await fx.call(user, "GET", `/api/review/goals/${goalId}/mastery`)).json();
    expect(map).toMatchObject({ retention: null, cards: 0, weakSpots: [], sections: [] });
  });

  it("'Review these': the queue of some lessons' or one goal's cards only, counts included", async () => {
    const user = await createUser(fx.t);
    const first = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const second = await seedGoalTree(fx.t, user.id, {
      courseCount: 1,
      sectionCount: 1,
      lessonCount: 1,
      isActive: false,
    });
    const all = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
    const inFirst = all.filter((l) => l.roadmapId === first.sectionIds[0]);
    const inSecond = all.filter((l) => l.roadmapId === second.sectionIds[0]);
    const a = await makeCard(user, inFirst[0]!.id);
    const b = await makeCard(user, inFirst[1]!.id);
    const c = await makeCard(user, inSecond[0]!.id);
    await fx.call(user, "POST", "/api/review/cards", { front: "Loose card?", back: "Yes" });
    const queue = async (query: string) => {
      const res = await fx.call(user, "GET", `/api/review/queue?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ids: body.cards.map((card: { id: string }) => card.id).sort(), due: body.dueToday };
    };
    expect((await queue("")).due).toBe(4);
    expect(await queue(`lessonIds=${inFirst[0]!.id},${inSecond[0]!.id}`)).toEqual({
      ids: [a.id, c.id].sort(),
      due: 2,
    });
    expect(await queue(`goalId=${first.goalId}`)).toEqual({ ids: [a.id, b.id].sort(), due: 2 });
    expect(await queue(`goalId=${second.goalId}`)).toEqual({ ids: [c.id], due: 1 });
    // Another user's goal or lessons give nothing of theirs.
    const other = await createUser(fx.t);
    const foreign = await fx.call(other, "GET", `/api/review/queue?goalId=${first.goalId}`);
    expect(foreign.json()).toMatchObject({ cards: [], dueToday: 0 });
    const foreignLessons = await fx.call(other, "GET", `/api/review/queue?lessonIds=${inFirst[0]!.id}`);
    expect(foreignLessons.json()).toMatchObject({ cards: [], dueToday: 0 });
    // Bad input: 400 naming the field.
    const bad = await fx.call(user, "GET", "/api/review/queue?lessonIds=abc,def");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("lessonIds");
    expect((await fx.call(user, "GET", "/api/review/queue?goalId=nope")).statusCode).toBe(400);
  });

  it("costs the same statements with 1 lesson and card as with 4 sections × 5 lessons and 60 cards", async () => {
    const statements = async (
      shape: { sectionCount: number; lessonCount: number },
      cardsPerLesson: number,
    ) => {
      const user = await createUser(fx.t);
      const { goalId } = await seedGoalTree(fx.t, user.id, { courseCount: 1, ...shape });
      const rows = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
      await fx.t.handle.db.insert(reviewCards).values(
        rows.flatMap((lesson) =>
          Array.from({ length: cardsPerLesson }, (_, i) => ({
            userId: user.id,
            lessonId: lesson.id,
            source: "manual",
            kind: "basic",
            front: `Q${i}`,
            back: `A${i}`,
          })),
        ),
      );
      await fx.call(user, "GET", "/api/review/settings"); // the actor, cached
      const before = fx.t.handle.stats.queries;
      const res = await fx.call(user, "GET", `/api/review/goals/${goalId}/mastery`);
      expect(res.json().cards).toBe(rows.length * cardsPerLesson);
      return fx.t.handle.stats.queries - before;
    };
    const small = await statements({ sectionCount: 1, lessonCount: 1 }, 1);
    expect(small).toBeLessThanOrEqual(3); // the tree with its cards, the desired retention (and the actor at most)
    expect(await statements({ sectionCount: 4, lessonCount: 5 }, 3)).toBe(small);
  });
});
