import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons, reviewCards, usageEvents } from "../../db/schema/index.ts";

/**
 * The review screens' reads and the chat quota are kept in memory (memoizedRead, ADR 0011/0012):
 * each one read, then changed (through the API, or behind the server's back), then read again
 * shows the change at once; answers that depend on the clock follow it.
 */
describe("kept review reads and chat quota see every change", () => {
  const fx = useTestApp();
  afterEach(() => void vi.useRealTimers());

  async function learnerWithLesson() {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [lesson] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
    return { user, lesson: lesson! };
  }

  const get = async (user: TestUser, url: string) => {
    const res = await fx.call(user, "GET", url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  async function makeCard(user: TestUser, lessonId: string, front = "What is a loop?") {
    const res = await fx.call(user, "POST", "/api/review/cards", { front, back: "A repeat", lessonId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  }

  it("the card list: a new card, an edit, a lesson renamed and a delete show on the next read", async () => {
    const { user, lesson } = await learnerWithLesson();
    expect(await get(user, "/api/review/cards")).toEqual([]);
    expect(await get(user, `/api/review/cards?lessonId=${lesson.id}`)).toEqual([]);
    const card = await makeCard(user, lesson.id);
    expect((await get(user, "/api/review/cards")).map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(await get(user, `/api/review/cards?lessonId=${lesson.id}`)).toHaveLength(1);
    await fx.call(user, "PATCH", `/api/review/cards/${card.id}`, { front: "What is a for loop?" });
    expect((await get(user, "/api/review/cards"))[0].front).toBe("What is a for loop?");
    // Written behind the server's back (another instance, a script): seen too.
    await fx.t.handle.db.update(lessons).set({ title: "Loops, renamed" }).where(eq(lessons.id, lesson.id));
    expect((await get(user, "/api/review/cards"))[0].lessonTitle).toBe("Loops, renamed");
    expect((await fx.call(user, "DELETE", `/api/review/cards/${card.id}`)).statusCode).toBe(204);
    expect(await get(user, "/api/review/cards")).toEqual([]);
    expect(await get(user, `/api/review/cards?lessonId=${lesson.id}`)).toEqual([]);
  });

  it("the settings: a new desired retention shows on the next read", async () => {
    const user = await createUser(fx.t);
    expect(await get(user, "/api/review/settings")).toEqual({ desiredRetention: 0.9 });
    await fx.call(user, "PUT", "/api/review/settings", { desiredRetention: 0.8 });
    expect(await get(user, "/api/review/settings")).toEqual({ desiredRetention: 0.8 });
  });

  it("the queue: a new card, a grade, an undo, a suspension and the clock show on the next read", async () => {
    const { user, lesson } = await learnerWithLesson();
    expect((await get(user, "/api/review/queue")).cards).toEqual([]);
    const card = await makeCard(user, lesson.id);
    const queued = await get(user, "/api/review/queue");
    expect(queued.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(queued).toMatchObject({ dueToday: 1, reviewedToday: 0, canUndo: false });
    // Again: the card's next learning step is a minute away.
    const graded = await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
      rating: 1,
      durationMs: 1000,
      reps: 0,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(await get(user, "/api/review/queue")).toMatchObject({
      cards: [],
      dueToday: 0,
      reviewedToday: 1,
      canUndo: true,
    });
    // A minute later the kept answer is too old: the card is due again.
    const due = new Date(graded.json().card.due).getTime();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(due + 1000);
    expect((await get(user, "/api/review/queue")).cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    vi.useRealTimers();
    await fx.call(user, "POST", "/api/review/undo");
    expect(await get(user, "/api/review/queue")).toMatchObject({ dueToday: 1, reviewedToday: 0 });
    await fx.t.handle.db.update(reviewCards).set({ suspended: true }).where(eq(reviewCards.id, card.id));
    expect(await get(user, "/api/review/queue")).toMatchObject({ cards: [], dueToday: 0 });
  });

  it("the mastery: a grade and a removed card show on the next read", async () => {
    const { user, lesson } = await learnerWithLesson();
    expect(await get(user, "/api/review/mastery")).toEqual({ lessons: {}, sections: {} });
    const card = await makeCard(user, lesson.id);
    expect((await get(user, "/api/review/mastery")).lessons[lesson.id]).toEqual({
      retention: null,
      cards: 1,
    });
    await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, { rating: 3, durationMs: 1, reps: 0 });
    expect((await get(user, "/api/review/mastery")).lessons[lesson.id].retention).toBeGreaterThan(0.9);
    await fx.call(user, "DELETE", `/api/review/cards/${card.id}`);
    expect(await get(user, "/api/review/mastery")).toEqual({ lessons: {}, sections: {} });
  });

  it("the chat quota: a message taken, one written elsewhere and one leaving the day's window", async () => {
    const { user, lesson } = await learnerWithLesson();
    expect((await get(user, "/api/chat/history")).remainingToday).toBe(5);
    const asked = await fx.call(user, "POST", "/api/chat", {
      message: "What is a loop?",
      lessonId: lesson.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await get(user, "/api/chat/history")).remainingToday).toBe(4);
    // A use taken through another instance, 23 h 55 min ago.
    const almostADayAgo = new Date(Date.now() - 86_400_000 + 300_000);
    await fx.t.handle.db
      .insert(usageEvents)
      .values({ userId: user.id, kind: "chat-message", createdAt: almostADayAgo });
    expect((await get(user, "/api/chat/history")).remainingToday).toBe(3);
    // Five minutes later it has left the day's window, though nothing was written.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 301_000);
    expect((await get(user, "/api/chat/history")).remainingToday).toBe(4);
  });
});
