import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { courses, goals, lessons } from "../../db/schema/index.ts";
import { findCourseRows, findGoalRows, findGoalTree } from "./repository.ts";

describe("goal tree in one statement", () => {
  const fixture = useTestApp();

  it("answers exactly the rows of the separate goal and course queries, and every section's facts", async () => {
    const { t } = fixture;
    const db = t.handle.db;
    const user = await createUser(t, { username: "treeowner" });
    const other = await createUser(t, { username: "treeother" });
    const first = await seedGoalTree(t, user.id, { courseCount: 2, sectionCount: 2, lessonCount: 3 });
    const second = await seedGoalTree(t, user.id, {
      courseCount: 1,
      sectionCount: 1,
      lessonCount: 0,
      isActive: false,
    });
    await seedGoalTree(t, other.id, { courseCount: 1, sectionCount: 1, lessonCount: 1 });
    // Values of every kind: nulls and set timestamps, jsonb arrays, reals, text with quotes and emoji.
    await db
      .update(goals)
      .set({ completedAt: new Date("2026-11-20T08:30:15.123Z"), skills: ["sql", '"quoted" 🎯'], title: null })
      .where(eq(goals.id, second.goalId));
    await db
      .update(courses)
      .set({ realisticDuration: 12.5, tags: ["a"] })
      .where(eq(courses.id, first.courseIds[0]!));
    await db
      .update(lessons)
      .set({ isCompleted: true })
      .where(eq(lessons.title, "Course 1 section 1 lesson 2"));

    for (const goalId of [undefined, first.goalId, second.goalId]) {
      const tree = await findGoalTree(db, user.id, goalId);
      expect(tree.goalRows).toEqual(await findGoalRows(db, user.id, goalId));
      expect(tree.courseRows).toEqual(await findCourseRows(db, user.id, goalId));
      const seeded = [first, second].filter((g) => goalId === undefined || g.goalId === goalId);
      const expected = seeded.flatMap((g) =>
        g.sectionIds.map((sectionId) => ({ sectionId, goalId: g.goalId, lessons: g === first ? 3 : 0 })),
      );
      const byId = (a: { sectionId: string }, b: { sectionId: string }) =>
        a.sectionId.localeCompare(b.sectionId);
      expect([...tree.stats].sort(byId)).toMatchObject(expected.sort(byId));
      for (const stat of tree.stats) expect(stat.isCompleted).toBe(false);
    }
    const tree = await findGoalTree(db, user.id);
    expect(tree.goalRows.map((g) => g.id)).toEqual([second.goalId, first.goalId]);
    expect(tree.goalRows[0]!.completedAt).toBeInstanceOf(Date);
    expect(tree.stats.find((s) => s.completedLessons === 1)).toMatchObject({ lessons: 3 });
    expect(await findGoalTree(db, user.id, other.id)).toEqual({ goalRows: [], courseRows: [], stats: [] });
  });
});
