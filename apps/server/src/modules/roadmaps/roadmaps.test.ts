import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import {
  bindCall,
  createPlannedGoal,
  createUser,
  makePro,
  recordAssessmentScore,
  type TestUser,
} from "../../../test/factories.ts";
import type { AiEngine } from "../../ai/engine.ts";
import { courses, goals, lessons, roadmaps } from "../../db/schema/index.ts";
import { insertLessonsOnce } from "./generate-lessons.ts";
import { findPreviousSection } from "./repository.ts";

describe("roadmaps API", () => {
  let t: TestContext;
  let call: ReturnType<typeof bindCall>;
  let lessonCalls = 0;
  beforeAll(async () => {
    t = await createTestApp();
    call = bindCall(t);
    // Count calls at the AI boundary to prove existing lessons are returned without the AI.
    const ai = (t.app.deps as { ai: AiEngine }).ai;
    const run = ai.run.bind(ai);
    (t.app.deps as { ai: AiEngine }).ai = {
      ...ai,
      run: ((task, input, ctx, options) => {
        if (task.name === "write-section-lessons") lessonCalls++;
        return run(task, input, ctx, options);
      }) as AiEngine["run"],
    };
  });
  afterAll(() => t.close());

  const sectionsOf = (courseId: string) =>
    t.handle.db.select().from(roadmaps).where(eq(roadmaps.courseId, courseId)).orderBy(asc(roadmaps.order));
  const lessonsOf = (roadmapId: string) =>
    t.handle.db.select().from(lessons).where(eq(lessons.roadmapId, roadmapId)).orderBy(asc(lessons.order));
  const completeSection = async (user: TestUser, roadmapId: string) => {
    for (const lesson of await lessonsOf(roadmapId)) {
      await recordAssessmentScore(t, user.id, lesson.id, 80);
      const res = await call(user, "PUT", `/api/roadmaps/items/${lesson.id}/completion`, true);
      expect(res.statusCode).toBe(200);
    }
  };

  it("reads a section, its items, the section with lessons and a goal's sections", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const one = await call(user, "GET", `/api/roadmaps/${first!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: first!.id,
      content: first!.content,
      name: first!.content,
      order: 0,
      isCompleted: false,
      courseId: goal.courses[0]!.id,
      goalId: goal.id,
    });
    const items = (await call(user, "GET", `/api/roadmaps/${first!.id}/items`)).json();
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((l: { order: number }) => l.order)).toEqual(items.map((_: unknown, i: number) => i));
    expect(items[0]).toMatchObject({
      isCompleted: false,
      grade: null,
      roadmapId: first!.id,
      estimatedTimeInMinutes: expect.any(Number),
    });
    const withLessons = (await call(user, "GET", `/api/roadmaps/${first!.id}/with-lessons`)).json();
    expect(withLessons.lessons).toEqual(items);
    expect((await call(user, "GET", `/api/roadmaps/${second!.id}/items`)).json()).toEqual([]);
    const all = (await call(user, "GET", `/api/roadmaps/goal/${goal.id}`)).json();
    const expected =
      (await sectionsOf(goal.courses[0]!.id)).length + (await sectionsOf(goal.courses[1]!.id)).length;
    expect(all).toHaveLength(expected);
    expect(all[0].courseId).toBe(goal.courses[0]!.id);
    expect(all.at(-1).courseId).toBe(goal.courses[1]!.id);
  });

  it("generate-lessons: existing lessons come back (200) without calling the AI", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [first] = await sectionsOf(goal.courses[0]!.id);
    const before = await lessonsOf(first!.id);
    const callsBefore = lessonCalls;
    const res = await call(user, "POST", `/api/roadmaps/${first!.id}/generate-lessons`, {
      generateContent: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(false);
    expect(res.json().lessons.map((l: { id: string }) => l.id)).toEqual(before.map((l) => l.id));
    expect(lessonCalls).toBe(callsBefore);
  });

  it("generate-lessons: 409 while the previous section is incomplete, 402 on Free for the 2nd section", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const early = await call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`, {
      generateContent: false,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: "CONFLICT",
      message: expect.stringContaining("Complete the previous section"),
    });
    await completeSection(user, first!.id);
    expect((await sectionsOf(goal.courses[0]!.id))[0]!.isCompleted).toBe(true);
    const free = await call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`, {
      generateContent: false,
    });
    expect(free.statusCode).toBe(402);
    expect(free.json()).toMatchObject({
      error: "PRO_REQUIRED",
      message: expect.stringContaining("Free plan users can only complete 1 topic per goal"),
    });
    expect(await lessonsOf(second!.id)).toEqual([]);
  });

  it("the previous section is read with its own lesson counts (lessons, open lessons)", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const made = await call(user, "POST", `/api/roadmaps/${first!.id}/generate-lessons`, {
      generateContent: false,
    });
    expect(made.statusCode).toBe(200);
    const count = (await lessonsOf(first!.id)).length;
    expect(count).toBeGreaterThan(0);
    const before = await findPreviousSection(t.handle.db, second!.courseId, second!.order);
    expect(before).toMatchObject({ id: first!.id, lessons: count, openLessons: count });
    const [lesson] = await lessonsOf(first!.id);
    await recordAssessmentScore(t, user.id, lesson!.id, 80);
    expect((await call(user, "PUT", `/api/roadmaps/items/${lesson!.id}/completion`, true)).statusCode).toBe(
      200,
    );
    const after = await findPreviousSection(t.handle.db, second!.courseId, second!.order);
    expect(after).toMatchObject({ lessons: count, openLessons: count - 1 });
  });

  it("Pro: completing a section prepares the next section's lessons on the server, once", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    const callsBefore = lessonCalls;
    await completeSection(user, first!.id);
    await expect
      .poll(async () => (await lessonsOf(second!.id)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    const res = await call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`, {
      generateContent: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(false);
    expect(res.json().lessons.map((l: { id: string }) => l.id)).toEqual(
      (await lessonsOf(second!.id)).map((l) => l.id),
    );
    expect(lessonCalls - callsBefore).toBe(1);
    const again = await call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`);
    expect(again.json()).toMatchObject({ created: false, lessons: res.json().lessons });
    expect(
      (await call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`, { generateContent: "yes" }))
        .statusCode,
    ).toBe(400);
  });

  it("generate-lessons: 5 parallel calls for one section create exactly one set", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const [first, second] = await sectionsOf(goal.courses[0]!.id);
    await completeSection(user, first!.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(user, "POST", `/api/roadmaps/${second!.id}/generate-lessons`, { generateContent: false }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // The server may have prepared the section after the completion already: never two sets.
    expect(results.filter((r) => r.json().created).length).toBeLessThanOrEqual(1);
    const stored = await lessonsOf(second!.id);
    const ids = stored.map((l) => l.id);
    for (const r of results) expect(r.json().lessons.map((l: { id: string }) => l.id)).toEqual(ids);
    expect(stored.map((l) => l.order)).toEqual(stored.map((_, i) => i));
  });

  it("the section lock keeps one set even when callers race with different drafts", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [, , third] = await sectionsOf(goal.courses[0]!.id);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        insertLessonsOnce(t.handle.db, user.id, third!.id, [
          { title: `Draft ${i} lesson A`, estimatedMinutes: 20, concepts: [] },
          { title: `Draft ${i} lesson B`, estimatedMinutes: 25, concepts: [] },
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    const stored = await lessonsOf(third!.id);
    expect(stored).toHaveLength(2);
    expect(new Set(stored.map((l) => l.title.slice(0, 7))).size).toBe(1);
  });

  it("completion: items complete the section, sections complete the course and the goal", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const [first] = await sectionsOf(goal.courses[0]!.id);
    await completeSection(user, first!.id);
    const progress = (await call(user, "GET", `/api/goals/${goal.id}`)).json();
    expect(progress.goalProgress.completedLessons).toBe((await lessonsOf(first!.id)).length);
    expect(progress.courses[0].completionPercentage).toBeGreaterThan(0);
    const undo = await call(
      user,
      "PUT",
      `/api/roadmaps/items/${(await lessonsOf(first!.id))[0]!.id}/completion`,
      false,
    );
    expect(undo.json()).toMatchObject({ isCompleted: false, completedAt: null });
    expect((await call(user, "GET", `/api/roadmaps/${first!.id}`)).json().isCompleted).toBe(false);

    for (const course of goal.courses) {
      for (const section of await sectionsOf(course.id)) {
        await completeSection(user, section.id);
        const res = await call(user, "PUT", `/api/roadmaps/${section.id}/completion`, true);
        expect(res.statusCode).toBe(200);
        expect(res.json().isCompleted).toBe(true);
      }
    }
    const [courseRow] = await t.handle.db.select().from(courses).where(eq(courses.id, goal.courses[0]!.id));
    expect(courseRow!.isCompleted).toBe(true);
    expect(courseRow!.completedAt).toBeInstanceOf(Date);
    const [goalRow] = await t.handle.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(goalRow!.isCompleted).toBe(true);
    const done = (await call(user, "GET", `/api/goals/${goal.id}`)).json();
    expect(done).toMatchObject({ isCompleted: true, progress: 100 });
    const reopen = await call(user, "PUT", `/api/roadmaps/${first!.id}/completion`, false);
    expect(reopen.json().isCompleted).toBe(false);
    expect((await call(user, "GET", `/api/goals/${goal.id}`)).json().isCompleted).toBe(false);
    expect(
      (await call(user, "PUT", `/api/roadmaps/${first!.id}/completion`, { done: true })).statusCode,
    ).toBe(400);
  });

  it("attaches a section to a goal, detaches it, and deletes a goal's sections", async () => {
    const user = await createUser(t);
    await makePro(t, user.id);
    const goal = await createPlannedGoal(t, user);
    const other = await createPlannedGoal(t, user, "Learn Rust");
    const [first] = await sectionsOf(goal.courses[0]!.id);
    const removed = await call(user, "PUT", `/api/roadmaps/${first!.id}/remove-goal`);
    expect(removed.json().goalId).toBeNull();
    const moved = await call(user, "PUT", `/api/roadmaps/${first!.id}/goal/${other.id}`);
    expect(moved.json().goalId).toBe(other.id);
    const back = await call(user, "PUT", `/api/roadmaps/${first!.id}/goal/${goal.id}`);
    expect(back.json().goalId).toBe(goal.id);
    const total = (await call(user, "GET", `/api/roadmaps/goal/${goal.id}`)).json().length;
    const del = await call(user, "DELETE", `/api/roadmaps/deleteAll/${goal.id}`);
    expect(del.json()).toEqual({ deleted: total });
    expect((await call(user, "GET", `/api/roadmaps/goal/${goal.id}`)).json()).toEqual([]);
    expect(await lessonsOf(first!.id)).toEqual([]);
    expect((await call(user, "GET", `/api/roadmaps/goal/${other.id}`)).json().length).toBeGreaterThan(0);
  });

  it("POST /roadmaps/{courseId} rewrites a course's roadmap from chosen topics, until progress is made", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const courseId = goal.courses[1]!.id;
    const res = await call(user, "POST", `/api/roadmaps/${courseId}`, {
      selectedTopics: ["Indexing", "Grouping"],
      courseId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((s: { content: string }) => s.content)).toEqual(["Indexing", "Grouping"]);
    expect((await lessonsOf(res.json()[0].id)).length).toBeGreaterThanOrEqual(3);
    const byGoal = await call(user, "POST", `/api/roadmaps/${goal.id}`, {
      selectedTopics: [],
      goalId: goal.id,
    });
    expect(byGoal.statusCode).toBe(201);
    expect(byGoal.json()[0].courseId).toBe(goal.courses[0]!.id);
    expect(byGoal.json().length).toBeGreaterThanOrEqual(5);
    const lesson = (await lessonsOf(byGoal.json()[0].id))[0]!;
    await recordAssessmentScore(t, user.id, lesson.id, 80);
    expect((await call(user, "PUT", `/api/roadmaps/items/${lesson.id}/completion`, true)).statusCode).toBe(
      200,
    );
    const refused = await call(user, "POST", `/api/roadmaps/${goal.courses[0]!.id}`, {
      selectedTopics: ["X"],
    });
    expect(refused.statusCode).toBe(409);
    expect((await call(user, "POST", `/api/roadmaps/${courseId}`, { selectedTopics: [""] })).statusCode).toBe(
      400,
    );
  });

  it("answers 404 for another user's sections, lessons and goals", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const goal = await createPlannedGoal(t, owner);
    const strangerGoal = await createPlannedGoal(t, stranger, "Learn knitting patterns");
    const [first] = await sectionsOf(goal.courses[0]!.id);
    const [lesson] = await lessonsOf(first!.id);
    const attempts = [
      call(stranger, "GET", `/api/roadmaps/${first!.id}`),
      call(stranger, "GET", `/api/roadmaps/${first!.id}/items`),
      call(stranger, "GET", `/api/roadmaps/${first!.id}/with-lessons`),
      call(stranger, "GET", `/api/roadmaps/goal/${goal.id}`),
      call(stranger, "POST", `/api/roadmaps/${goal.courses[0]!.id}`, { selectedTopics: ["Mine"] }),
      call(stranger, "POST", `/api/roadmaps/${first!.id}/generate-lessons`, { generateContent: false }),
      call(stranger, "PUT", `/api/roadmaps/items/${lesson!.id}/completion`, true),
      call(stranger, "PUT", `/api/roadmaps/${first!.id}/completion`, true),
      call(stranger, "PUT", `/api/roadmaps/${first!.id}/goal/${strangerGoal.id}`),
      call(owner, "PUT", `/api/roadmaps/${first!.id}/goal/${strangerGoal.id}`),
      call(stranger, "PUT", `/api/roadmaps/${first!.id}/remove-goal`),
      call(stranger, "DELETE", `/api/roadmaps/deleteAll/${goal.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    const [after] = await sectionsOf(goal.courses[0]!.id);
    expect(after).toMatchObject({ goalId: goal.id, isCompleted: false });
    expect((await lessonsOf(first!.id))[0]!.isCompleted).toBe(false);
  });
});
