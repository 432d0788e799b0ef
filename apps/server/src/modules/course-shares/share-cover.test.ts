import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { goals } from "../../db/schema/index.ts";

const PRIVATE = "Pass the bar exam before my custody hearing in March";

describe("a shared course's cover (issue 43)", () => {
  const fx = useTestApp();

  it("never shows or copies the goal's cover, whose picture and label come from the private goal", async () => {
    const owner = await createUser(fx.t);
    const { goalId, courseIds } = await seedGoalTree(fx.t, owner.id, {
      courseCount: 1,
      sectionCount: 1,
      lessonCount: 1,
    });
    const db = fx.t.handle.db;
    await db.update(goals).set({ description: PRIVATE }).where(eq(goals.id, goalId));
    // The goal's cover, drawn as the app draws it (the demo image service in tests).
    const drawn = await fx.call(owner, "POST", `/api/goals/${goalId}/generate-image`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    const goalCoverUrl = (drawn.json() as { imageUrl: string }).imageUrl;
    const goalCover = await fx.t.app.inject({ method: "GET", url: goalCoverUrl });
    expect(goalCover.statusCode).toBe(200);
    // The demo cover's own label carries nothing of the goal.
    expect(goalCover.body).toContain('aria-label="Cover image"');
    expect(goalCover.body).not.toContain("custody");

    const shared = await fx.call(owner, "PUT", `/api/courses/${courseIds[0]}/share`, { showName: false });
    const { token } = shared.json() as { token: string };
    // The course has no cover of its own: the page shows one drawn from its title, not the goal's.
    const cover = await fx.t.app.inject({ method: "GET", url: `/share/${token}/cover` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(cover.headers["content-security-policy"]).toContain("sandbox");
    expect(cover.body).not.toBe(goalCover.body);
    expect(cover.body).toContain('aria-label="Course 1"');
    const page = await fx.t.app.inject({ method: "GET", url: `/share/${token}` });
    const summary = await fx.t.app.inject({ method: "GET", url: `/api/shared-courses/${token}` });
    for (const body of [cover.body, page.body, summary.body]) {
      expect(body).not.toContain("custody");
      expect(body).not.toContain(goalCoverUrl);
    }
    expect(summary.json()).toMatchObject({ coverUrl: `/share/${token}/cover` });

    // A reader's copy does not reuse the owner's goal cover either.
    const reader = await createUser(fx.t);
    const copied = await fx.call(reader, "POST", `/api/shared-courses/${token}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const [copy] = await db
      .select()
      .from(goals)
      .where(eq(goals.id, (copied.json() as { goalId: string }).goalId));
    expect(copy!.imageUrl).toBeNull();
    expect(copy!.description).not.toContain("custody");
  });
});
