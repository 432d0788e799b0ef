import type { ReviewQueue } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { withoutGraded } from "./grade-card.ts";

const card = (id: string) => ({ id }) as ReviewQueue["cards"][number];
const queue = (ids: string[], dueToday: number, reviewedToday: number) =>
  ({
    cards: ids.map(card),
    dueToday,
    dueTomorrow: 0,
    reviewedToday,
    streakDays: 0,
    canUndo: false,
  }) as ReviewQueue;

describe("a grade's counts before the server answers", () => {
  it("the card leaves the queue with one due less and one review more", () => {
    expect(withoutGraded(queue(["a", "b"], 5, 2), "a")).toMatchObject({
      cards: [{ id: "b" }],
      dueToday: 4,
      reviewedToday: 3,
    });
  });

  it("a queue without the card keeps its due count (another scope's), the day's reviews still gain one", () => {
    expect(withoutGraded(queue(["b"], 1, 0), "a")).toMatchObject({ dueToday: 1, reviewedToday: 1 });
    expect(withoutGraded(queue(["a"], 0, 0), "a").dueToday).toBe(0);
  });
});
