import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { lessons, reviewCards, reviewLogs } from "../../db/schema/index.ts";
import { nextLocalMidnight } from "./schedule.ts";

/** Fixed-offset zones from UTC-12 to UTC+14. */
const ZONES = Array.from({ length: 27 }, (_, i) => `Etc/GMT${i - 12 > 0 ? "-" : "+"}${Math.abs(i - 12)}`);
/** A zone whose midnight is more than three hours away, so a test near midnight does not cross it. */
const farFromMidnight = () =>
  encodeURIComponent(
    ZONES.find((tz) => nextLocalMidnight(new Date(), tz).getTime() - Date.now() > 3 * 3_600_000)!,
  );

describe("review cards API", () => {
  const fx = useTestApp();

  async function makeCard(user: TestUser, body: Record<string, unknown> = {}) {
    const res = await fx.call(user, "POST", "/api/review/cards", {
      front: "What does FSRS stand for?",
      back: "Free Spaced Repetition Scheduler",
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  it("creates, lists, edits, suspends and deletes cards, each user's own", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    const [lesson] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
    const card = await makeCard(user, { lessonId: lesson!.id, source: "selection", blockIndex: 2 });
    expect(card).toMatchObject({
      source: "selection",
      kind: "basic",
      state: "new",
      reps: 0,
      suspended: false,
      lessonId: lesson!.id,
      lessonTitle: lesson!.title,
      blockIndex: 2,
    });
    const cloze = await makeCard(user, {
      kind: "cloze",
      front: "The {{c1::mitochondria}} make ATP",
      back: "",
    });
    expect(cloze.kind).toBe("cloze");
    expect(
      (await fx.call(user, "POST", "/api/review/cards", { front: "No cloze", kind: "cloze" })).statusCode,
    ).toBe(400);
    expect((await fx.call(user, "POST", "/api/review/cards", { front: "No answer" })).statusCode).toBe(400);
    expect((await fx.call(user, "GET", "/api/review/cards")).json().map((c: { id: string }) => c.id)).toEqual(
      [cloze.id, card.id],
    );
    const edited = await fx.call(user, "PATCH", `/api/review/cards/${card.id}`, {
      back: "FSRS",
      suspended: true,
    });
    expect(edited.json()).toMatchObject({ back: "FSRS", suspended: true });

    const other = await createUser(fx.t);
    expect(
      (await fx.call(other, "PATCH", `/api/review/cards/${card.id}`, { suspended: false })).statusCode,
    ).toBe(404);
    expect((await fx.call(other, "DELETE", `/api/review/cards/${card.id}`)).statusCode).toBe(404);
    expect(
      (
        await fx.call(other, "POST", `/api/review/cards/${card.id}/grade`, {
          rating: 3,
          durationMs: 1000,
          reps: 0,
        })
      ).statusCode,
    ).toBe(404);
    expect((await fx.call(other, "GET", "/api/review/cards")).json()).toEqual([]);
    expect(
      (await fx.call(other, "POST", "/api/review/cards", { front: "x", back: "y", lessonId: lesson!.id }))
        .statusCode,
    ).toBe(404);

    expect((await fx.call(user, "DELETE", `/api/review/cards/${card.id}`)).statusCode).toBe(204);
    expect((await fx.call(user, "GET", "/api/review/cards")).json()).toHaveLength(1);
  });

  it("queues due cards, grades them, refuses a second tab's grade, and undoes", async () => {
    const user = await createUser(fx.t);
    const tz = farFromMidnight();
    const a = await makeCard(user, { front: "Card A" });
    const b = await makeCard(user, { front: "Card B" });
    const suspended = await makeCard(user, { front: "Card C" });
    await fx.call(user, "PATCH", `/api/review/cards/${suspended.id}`, { suspended: true });

    const queue = (await fx.call(user, "GET", `/api/review/queue?tz=${tz}`)).json();
    expect(queue).toMatchObject({ dueToday: 2, reviewedToday: 0, streakDays: 0, canUndo: false });
    expect(queue.cards.map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(queue.cards[0].intervals.map((i: { label: string }) => i.label)).toEqual([
      "1 min",
      "6 min",
      "10 min",
      expect.stringMatching(/ d$/),
    ]);

    // A rating outside 1-4, or no duration: 400.
    for (const body of [
      { rating: 0, durationMs: 1000, reps: 0 },
      { rating: 5, durationMs: 1000, reps: 0 },
      { rating: 2.5, durationMs: 1000, reps: 0 },
      { rating: 3, reps: 0 },
    ]) {
      expect(
        (await fx.call(user, "POST", `/api/review/cards/${a.id}/grade`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }

    const easy = await fx.call(user, "POST", `/api/review/cards/${a.id}/grade?tz=${tz}`, {
      rating: 4,
      durationMs: 4200,
      reps: 0,
    });
    expect(easy.statusCode, easy.body).toBe(200);
    expect(easy.json().card).toMatchObject({ state: "review", reps: 1 });
    // The second tab saw reps 0 too: 409 with the card as it now stands; one review recorded.
    const second = await fx.call(user, "POST", `/api/review/cards/${a.id}/grade`, {
      rating: 1,
      durationMs: 900,
      reps: 0,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().details).toMatchObject({
      reason: "ALREADY_GRADED",
      card: { id: a.id, reps: 1, state: "review" },
    });
    const logs = await fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, a.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      rating: 4,
      durationMs: 4200,
      stateBefore: { reps: 0, state: 0 },
      stateAfter: { reps: 1, state: 2 },
    });
    expect(logs[0]!.localDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const again = await fx.call(user, "POST", `/api/review/cards/${b.id}/grade?tz=${tz}`, {
      rating: 1,
      durationMs: 3000,
      reps: 0,
    });
    expect(again.json().card).toMatchObject({ state: "learning", reps: 1 });

    const after = (await fx.call(user, "GET", `/api/review/queue?tz=${tz}`)).json();
    // B comes back in a minute (not yet); A in days.
    expect(after).toMatchObject({ cards: [], reviewedToday: 2, streakDays: 1, canUndo: true });
    expect(after.dueToday).toBe(0); // B's learning step comes in a minute: not yet in the queue

    // Undo takes back the last rating (B's): it is new and due again.
    const undone = await fx.call(user, "POST", "/api/review/undo");
    expect(undone.json().card).toMatchObject({ id: b.id, state: "new", reps: 0 });
    const again2 = (await fx.call(user, "GET", `/api/review/queue?tz=${tz}`)).json();
    expect(again2.cards.map((c: { id: string }) => c.id)).toEqual([b.id]);
    expect(again2.reviewedToday).toBe(1);
    await fx.call(user, "POST", "/api/review/undo");
    expect((await fx.call(user, "POST", "/api/review/undo")).statusCode).toBe(409);
    expect((await fx.call(user, "GET", "/api/review/queue?tz=Mars%2FOlympus")).statusCode).toBe(400);
  });

  it("undoes once per call when undos arrive at once: each takes a rating of its own, the rest 409", async () => {
    const user = await createUser(fx.t);
    const cards = [];
    for (const front of ["One", "Two", "Three"]) {
      const card = await makeCard(user, { front });
      const graded = await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
        rating: 3,
        durationMs: 1000,
        reps: 0,
      });
      expect(graded.statusCode, graded.body).toBe(200);
      cards.push(card.id as string);
    }
    const answers = await Promise.all([1, 2, 3, 4].map(() => fx.call(user, "POST", "/api/review/undo")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const undone = answers.filter((a) => a.statusCode === 200).map((a) => a.json().card);
    // Never the same card twice: three ratings taken back, each card new again.
    expect(undone.map((c: { id: string }) => c.id).sort()).toEqual([...cards].sort());
    expect(undone.every((c: { reps: number; state: string }) => c.reps === 0 && c.state === "new")).toBe(
      true,
    );
    expect(await fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.userId, user.id))).toEqual([]);
  });

  it("keeps the desired retention, which schedules the cards", async () => {
    const user = await createUser(fx.t);
    expect((await fx.call(user, "GET", "/api/review/settings")).json()).toEqual({ desiredRetention: 0.9 });
    expect((await fx.call(user, "PUT", "/api/review/settings", { desiredRetention: 0.5 })).statusCode).toBe(
      400,
    );
    const card = await makeCard(user);
    const at90 = (await fx.call(user, "GET", "/api/review/queue")).json().cards[0].intervals[3].due;
    expect((await fx.call(user, "PUT", "/api/review/settings", { desiredRetention: 0.97 })).json()).toEqual({
      desiredRetention: 0.97,
    });
    const at97 = (await fx.call(user, "GET", "/api/review/queue")).json().cards[0].intervals[3].due;
    expect(new Date(at97).getTime()).toBeLessThan(new Date(at90).getTime());
    expect(card.id).toBeTruthy();
  });

  it("a card due in days waits for the learner's midnight, in their time zone", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user);
    // Due in two hours, scheduled in days: where midnight comes first it is tomorrow's card.
    const now = new Date();
    const due = new Date(now.getTime() + 2 * 3_600_000);
    await fx.t.handle.db
      .update(reviewCards)
      .set({ due, scheduledDays: 3, state: 2, reps: 3, stability: 5, difficulty: 5, lastReview: now })
      .where(eq(reviewCards.id, card.id));
    const before = ZONES.find((tz) => nextLocalMidnight(now, tz) > due)!;
    const after = ZONES.find((tz) => nextLocalMidnight(now, tz) <= due)!;
    const today = (await fx.call(user, "GET", `/api/review/queue?tz=${encodeURIComponent(before)}`)).json();
    expect(today.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    const tomorrow = (await fx.call(user, "GET", `/api/review/queue?tz=${encodeURIComponent(after)}`)).json();
    expect(tomorrow).toMatchObject({ cards: [], dueToday: 0, dueTomorrow: 1 });
  });

  it("a review costs the same statements at 3 cards as at 300", async () => {
    const counts = async (cards: number) => {
      const user = await createUser(fx.t);
      await fx.t.handle.db.insert(reviewCards).values(
        Array.from({ length: cards }, (_, i) => ({
          userId: user.id,
          source: "manual",
          kind: "basic",
          front: `Q${i}`,
          back: `A${i}`,
        })),
      );
      await fx.call(user, "GET", "/api/review/settings"); // the actor, cached
      const before = fx.t.handle.stats.queries;
      const queue = (await fx.call(user, "GET", "/api/review/queue")).json();
      const afterQueue = fx.t.handle.stats.queries;
      const card = queue.cards[0];
      await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
        rating: 3,
        durationMs: 500,
        reps: 0,
      });
      return { queue: afterQueue - before, grade: fx.t.handle.stats.queries - afterQueue };
    };
    const few = await counts(3);
    // The due cards and the day's counts (on PostgreSQL also the data-version lookup of the kept queue).
    expect(few.queue).toBeLessThanOrEqual(4);
    // The grade: the card and its log, the day's counts, the rating as evidence for the learner model
    // (on PostgreSQL also the data-version lookup).
    expect(few.grade).toBeLessThanOrEqual(5);
    expect(await counts(300)).toEqual(few);
  });
});
