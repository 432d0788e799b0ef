import { conceptKey } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlannedGoal, createUser, makePro, useTestApp } from "../../../test/factories.ts";
import {
  conceptPrerequisites,
  concepts,
  courses,
  lessonConcepts,
  lessons,
  roadmaps,
} from "../../db/schema/index.ts";
import { canonicalConceptNames } from "./concepts.ts";

describe("concepts planned with a section's lessons (issue 37)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });

  it("a planned goal's first lessons each teach 2-6 concepts, one per name in the goal, prerequisites pointing back", async () => {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user);
    const db = fx.t.handle.db;
    const goalConcepts = await db.select().from(concepts).where(eq(concepts.goalId, goal.id));
    const keys = goalConcepts.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(goalConcepts.every((c) => c.key === conceptKey(c.name) && c.userId === user.id)).toBe(true);
    const links = await db
      .select({ lessonId: lessonConcepts.lessonId, conceptId: lessonConcepts.conceptId })
      .from(lessonConcepts)
      .innerJoin(lessons, eq(lessons.id, lessonConcepts.lessonId))
      .where(eq(lessons.userId, user.id));
    const planned = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.userId, user.id));
    expect(planned.length).toBeGreaterThan(0);
    for (const lesson of planned) {
      const count = links.filter((l) => l.lessonId === lesson.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    expect(links.length).toBeGreaterThanOrEqual(goalConcepts.length);
    const edges = await db
      .select()
      .from(conceptPrerequisites)
      .where(eq(conceptPrerequisites.userId, user.id));
    expect(edges.length).toBeGreaterThan(0);
    const position = new Map(goalConcepts.map((c) => [c.id, c.position]));
    expect(edges.every((e) => position.get(e.prerequisiteId)! < position.get(e.conceptId)!)).toBe(true);
  });

  it("a section's lessons planned later name theirs and build on the goal's known concepts", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const db = fx.t.handle.db;
    const [course] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.goalId, goal.id), eq(courses.order, 0)));
    const sections = await db
      .select()
      .from(roadmaps)
      .where(eq(roadmaps.courseId, course!.id))
      .orderBy(roadmaps.order);
    // The first section's lessons done, the second section's are written.
    await db.update(lessons).set({ isCompleted: true }).where(eq(lessons.roadmapId, sections[0]!.id));
    const before = await db.select().from(concepts).where(eq(concepts.goalId, goal.id));
    const res = await fx.call(user, "POST", `/api/roadmaps/${sections[1]!.id}/generate-lessons`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await db.select().from(concepts).where(eq(concepts.goalId, goal.id));
    expect(after.length).toBeGreaterThan(before.length);
    const newLessons = await db.select().from(lessons).where(eq(lessons.roadmapId, sections[1]!.id));
    const newLinks = await db
      .select()
      .from(lessonConcepts)
      .where(eq(lessonConcepts.lessonId, newLessons[0]!.id));
    expect(newLinks.length).toBeGreaterThanOrEqual(2);
    // The new section's first concept builds on a concept of the first section (its last known one).
    const first = after.find((c) => c.id === newLinks.find((l) => l.position === 0)!.conceptId)!;
    const edges = await db
      .select()
      .from(conceptPrerequisites)
      .where(eq(conceptPrerequisites.conceptId, first.id));
    expect(before.map((c) => c.id)).toContain(edges[0]?.prerequisiteId);
  });

  it("with embeddings, a name close in meaning to a known concept becomes that concept", async () => {
    const vectors: Record<string, number[]> = {
      "Python lists": [1, 0, 0],
      "Lists in Python": [0.99, 0.05, 0],
      Dictionaries: [0, 1, 0],
      Loops: [0, 0, 1],
    };
    const embedder = {
      model: "fake/3",
      embed: async (texts: string[]) => texts.map((t) => vectors[t] ?? [0.3, 0.3, 0.3]),
    };
    const named = await canonicalConceptNames({
      db: fx.t.handle.db,
      embedder,
      userId: "00000000-0000-4000-8000-000000000000",
      goalId: null,
      lessons: [
        [
          { name: "Python lists", buildsOn: [] },
          { name: "Dictionaries", buildsOn: [] },
        ],
        [
          { name: "Lists in Python", buildsOn: ["Dictionaries"] },
          { name: "Loops", buildsOn: ["Lists in Python"] },
        ],
      ],
    });
    expect(named.lessons[1]).toEqual([
      { name: "Python lists", buildsOn: ["Dictionaries"] },
      { name: "Loops", buildsOn: ["Python lists"] },
    ]);
    expect([...named.found.vectors.keys()].sort()).toEqual(["dictionary", "loop", "python list"]);
  });
});
