import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/factories.ts";
import { reviewCards } from "../../db/schema/index.ts";

describe("review queue with aheadDays (kept for reviewing offline)", () => {
  const fx = useTestApp();

  it("adds the cards due in the next days, keeps today's counts, and refuses more than 7 days", async () => {
    const user = await createUser(fx.t);
    const make = async (front: string) => {
      const res = await fx.call(user, "POST", "/api/review/cards", { front, back: "b" });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const today = await make("Due now");
    const soon = await make("Due in two days");
    const later = await make("Due in ten days");
    const day = 86_400_000;
    for (const [card, days] of [
      [soon, 2],
      [later, 10],
    ] as const) {
      await fx.t.handle.db
        .update(reviewCards)
        .set({ due: new Date(Date.now() + days * day), scheduledDays: days, state: 2, reps: 1 })
        .where(eq(reviewCards.id, card.id));
    }
    const ids = (body: { cards: { id: string }[] }) => body.cards.map((card) => card.id);

    const plain = (await fx.call(user, "GET", "/api/review/queue?tz=UTC")).json();
    expect(ids(plain)).toEqual([today.id]);
    const ahead = await fx.call(user, "GET", "/api/review/queue?tz=UTC&aheadDays=3");
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect(ids(ahead.json())).toEqual([today.id, soon.id]);
    expect(ahead.json().dueToday).toBe(plain.dueToday);
    expect(ids((await fx.call(user, "GET", "/api/review/queue?tz=UTC&aheadDays=0")).json())).toEqual([
      today.id,
    ]);

    for (const bad of ["8", "-1", "two", "1.5"]) {
      const res = await fx.call(user, "GET", `/api/review/queue?aheadDays=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe("VALIDATION_FAILED");
    }
  });
});
