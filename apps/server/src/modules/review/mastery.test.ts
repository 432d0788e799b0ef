import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { lessons } from "../../db/schema/index.ts";

describe("mastery", () => {
  const fx = useTestApp();

  it("is the mean recall probability of a lesson's and a section's reviewed cards now, each user's own; none reviewed is not yet practised (null), never 0", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const [a, b] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.userId, user.id));
    const make = async (lessonId: string) =>
      (
        await fx.call(user, "POST", "/api/review/cards", { front: "Question?", back: "Answer", lessonId })
      ).json();
    const first = await make(a!.id);
    await make(a!.id);
    await make(b!.id);
    const before = (await fx.call(user, "GET", "/api/review/mastery")).json();
    expect(before.lessons[a!.id]).toEqual({ retention: null, cards: 2 });
    expect(before.sections[a!.roadmapId]).toEqual({ retention: null, cards: 3 });
    // Recalled just now: its recall probability is 1; the lesson's other card, never reviewed, does not count.
    await fx.call(user, "POST", `/api/review/cards/${first.id}/grade`, {
      rating: 3,
      durationMs: 2000,
      reps: 0,
    });
    const after = (await fx.call(user, "GET", "/api/review/mastery")).json();
    expect(after.lessons[a!.id].retention).toBeCloseTo(1, 2);
    expect(after.lessons[a!.id].cards).toBe(2);
    expect(after.lessons[b!.id]).toEqual({ retention: null, cards: 1 });
    expect(after.sections[a!.roadmapId].retention).toBeCloseTo(1, 2);
    const other = await createUser(fx.t);
    expect((await fx.call(other, "GET", "/api/review/mastery")).json()).toEqual({
      lessons: {},
      sections: {},
    });
  });
});
