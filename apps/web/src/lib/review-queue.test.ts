import { afterEach, describe, expect, it, vi } from "vitest";
import { getReviewQueue } from "./review-queue.ts";

const ids = { a: crypto.randomUUID(), b: crypto.randomUUID(), c: crypto.randomUUID() };

function card(name: keyof typeof ids, due: Date) {
  const at = due.toISOString();
  return {
    id: ids[name],
    lessonId: null,
    lessonTitle: null,
    source: "lesson",
    blockIndex: null,
    kind: "basic",
    front: `Q ${name}`,
    back: "A",
    suspended: false,
    state: "review",
    due: at,
    reps: 1,
    lapses: 0,
    lastReview: null,
    createdAt: at,
    intervals: [1, 2, 3, 4].map((rating) => ({ rating, due: at, label: "1 d" })),
  };
}

function serve(queue: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(queue), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the review queue read offline", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the kept queue with the next days' cards and keeps those due before local midnight", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const now = new Date();
    const laterToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59);
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 12);
    const fetchMock = serve({
      cards: [card("a", new Date(now.getTime() - 60_000)), card("b", laterToday), card("c", tomorrow)],
      dueToday: 1,
      dueTomorrow: 1,
      reviewedToday: 0,
      streakDays: 0,
      canUndo: false,
    });
    const queue = await getReviewQueue();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/aheadDays=3/);
    expect(queue.cards.map((c) => c.id)).toEqual([ids.a, ids.b]);
    expect(queue.dueToday).toBe(2);
  });

  it("online, reads today's queue as before", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const fetchMock = serve({
      cards: [],
      dueToday: 0,
      dueTomorrow: 0,
      reviewedToday: 0,
      streakDays: 0,
      canUndo: false,
    });
    await getReviewQueue();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).not.toMatch(/aheadDays/);
  });
});
