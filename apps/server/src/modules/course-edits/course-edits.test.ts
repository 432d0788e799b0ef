import type { CourseOutline } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  makePro,
  recordAssessmentScore,
  useTestApp,
} from "../../../test/factories.ts";
import {
  courses,
  lessonAssessments,
  lessons,
  lessonWork,
  notes,
  pomodoroSessions,
  reviewCards,
  roadmaps,
} from "../../db/schema/index.ts";

type User = Awaited<ReturnType<typeof createUser>>;

describe("course edits keep the progress", () => {
  const fx = useTestApp();

  const outlineOf = async (user: User, courseId: string) => {
    const res = await fx.call(user, "GET", `/api/courses/${courseId}/outline`);
    expect(res.statusCode).toBe(200);
    return res.json() as CourseOutline;
  };
  const edit = (user: User, courseId: string, courseVersion: number, body: Record<string, unknown>) =>
    fx.call(user, "POST", `/api/courses/${courseId}/edits`, { courseVersion, edit: body });
  /** Makes an edit on the current version and answers the new outline. */
  async function edited(user: User, courseId: string, body: Record<string, unknown>) {
    const before = await outlineOf(user, courseId);
    const res = await edit(user, courseId, before.version, body);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as CourseOutline;
    expect(after.version).toBe(before.version + 1);
    return after;
  }

  /**
   * Waits until no lesson of the learner is being written and no background work (assessment,
   * illustration, cards) is pending, so snapshots compare the edits' doing only.
   */
  async function settle(user: User) {
    for (let i = 0; i < 200; i++) {
      const [row] = await fx.t.handle.db
        .select({
          busy: sql<number>`((select count(*) from ${lessons} where ${lessons.userId} = ${user.id} and ${lessons.generationStatus} = 'generating')
            + (select count(*) from ${lessonWork} where ${lessonWork.userId} = ${user.id} and ${lessonWork.state} in ('queued', 'running')))::int`,
        })
        .from(sql`(select 1) as one`);
      if (row!.busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("background work did not settle");
  }

  /** Everything the learner's progress is made of, as stored, plus the dashboard's figures. */
  async function progressOf(user: User) {
    const db = fx.t.handle.db;
    const dashboard = (await fx.call(user, "GET", "/api/dashboard")).json();
    return {
      completed: await db
        .select({
          id: lessons.id,
          title: lessons.title,
          grade: lessons.grade,
          completedAt: lessons.completedAt,
          content: lessons.content,
        })
        .from(lessons)
        .where(and(eq(lessons.userId, user.id), eq(lessons.isCompleted, true)))
        .orderBy(asc(lessons.id)),
      assessments: await db
        .select({
          lessonId: lessonAssessments.lessonId,
          score: lessonAssessments.score,
          answers: lessonAssessments.answers,
          results: lessonAssessments.results,
          submittedAt: lessonAssessments.submittedAt,
        })
        .from(lessonAssessments)
        .where(eq(lessonAssessments.userId, user.id))
        .orderBy(asc(lessonAssessments.lessonId)),
      notes: await db
        .select({ id: notes.id, title: notes.title, content: notes.content, lessonId: notes.lessonId })
        .from(notes)
        .where(eq(notes.userId, user.id))
        .orderBy(asc(notes.id)),
      cards: await db
        .select({ id: reviewCards.id, front: reviewCards.front, lessonId: reviewCards.lessonId })
        .from(reviewCards)
        .where(eq(reviewCards.userId, user.id))
        .orderBy(asc(reviewCards.id)),
      focus: await db.select().from(pomodoroSessions).where(eq(pomodoroSessions.userId, user.id)),
      dashboard: {
        completedLessons: dashboard.stats.completedLessons,
        completedRoadmaps: dashboard.stats.completedRoadmaps,
        focus: dashboard.focus,
      },
    };
  }

  /** The dashboard's totals agree with the goal's lessons and sections as stored. */
  async function expectDashboardConsistent(user: User, goalId: string) {
    const dashboard = (await fx.call(user, "GET", "/api/dashboard")).json();
    const [counts] = await fx.t.handle.db
      .select({
        sections: sql<number>`count(distinct ${roadmaps.id})::int`,
        lessons: sql<number>`count(${lessons.id})::int`,
      })
      .from(roadmaps)
      .innerJoin(courses, eq(courses.id, roadmaps.courseId))
      .leftJoin(lessons, eq(lessons.roadmapId, roadmaps.id))
      .where(eq(courses.goalId, goalId));
    expect(dashboard.stats.totalRoadmaps).toBe(counts!.sections);
    expect(dashboard.stats.totalLessons).toBe(counts!.lessons);
  }

  /** A Pro learner with a planned goal who completed three lessons and left a note, a card and focus time. */
  async function learnerWithProgress() {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const outline = await outlineOf(user, courseId);
    const first = outline.sections[0]!;
    expect(first.lessons.length).toBeGreaterThanOrEqual(4);
    const done = first.lessons.slice(0, 3);
    for (const [i, lesson] of done.entries()) {
      await recordAssessmentScore(fx.t, user.id, lesson.id, 70 + i * 10);
      const res = await fx.call(user, "PUT", `/api/roadmaps/items/${lesson.id}/completion`, true);
      expect(res.statusCode).toBe(200);
    }
    expect(
      (
        await fx.call(user, "POST", "/api/notes", {
          title: "My note",
          content: "Keep this",
          lessonId: done[0]!.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await fx.call(user, "POST", "/api/review/cards", {
          front: "What stays?",
          back: "Progress",
          lessonId: done[1]!.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await fx.call(user, "POST", "/api/pomodoro/session", {
          completedAt: new Date().toISOString(),
          duration: 1500,
        })
      ).statusCode,
    ).toBeLessThan(300);
    return { user, goalId: goal.id, courseId, done, open: first.lessons.slice(3) };
  }

  it("every kind of edit leaves completion, scores, assessments, notes, cards, focus and the dashboard as they were", async () => {
    const { user, goalId, courseId, done, open } = await learnerWithProgress();
    const written = open[0]!;
    const generated = await fx.call(user, "POST", `/api/lessons/${written.id}/generate-content`);
    expect(generated.statusCode).toBe(200);
    await settle(user);
    const before = await progressOf(user);
    expect(before.completed).toHaveLength(3);

    // Add a section where it fits, then one at a chosen position.
    let outline = await outlineOf(user, courseId);
    const sectionCount = outline.sections.length;
    outline = await edited(user, courseId, { kind: "addSection", subject: "Data visualisation with charts" });
    expect(outline.sections).toHaveLength(sectionCount + 1);
    const added = outline.sections.find((s) => /visualisation/i.test(s.content))!;
    expect(added.lessons.length).toBeGreaterThanOrEqual(3);
    outline = await edited(user, courseId, { kind: "addSection", subject: "Statistics basics", position: 1 });
    expect(outline.sections[1]!.content).toMatch(/statistics basics/i);
    expect(outline.sections.map((s) => s.order)).toEqual(outline.sections.map((_, i) => i));

    // Reorder sections and lessons that are not completed.
    outline = await edited(user, courseId, {
      kind: "moveSection",
      sectionId: outline.sections[1]!.id,
      position: 99,
    });
    expect(outline.sections.at(-1)!.content).toMatch(/statistics basics/i);
    const addedLessons = added.lessons.map((l) => l.id);
    outline = await edited(user, courseId, { kind: "moveLesson", lessonId: addedLessons[2]!, position: 0 });
    expect(outline.sections.find((s) => s.id === added.id)!.lessons.map((l) => l.id)).toEqual([
      addedLessons[2],
      addedLessons[0],
      addedLessons[1],
      ...addedLessons.slice(3),
    ]);
    expect(outline.sections[0]!.lessons.slice(0, 3).map((l) => l.id)).toEqual(done.map((l) => l.id));

    // Rewrite a not-started section's lessons from an instruction.
    const notStarted = outline.sections[1]!;
    outline = await edited(user, courseId, {
      kind: "rewriteSection",
      sectionId: notStarted.id,
      instruction: "more practice, less theory",
    });
    const rewritten = outline.sections.find((s) => s.id === notStarted.id)!;
    expect(
      rewritten.lessons.filter((l) => /practice|challenge/i.test(l.title)).length,
    ).toBeGreaterThanOrEqual(3);

    // Remove a lesson and a section that hold no progress; hide a completed lesson.
    outline = await edited(user, courseId, { kind: "removeLesson", lessonId: addedLessons[0]! });
    const remaining = outline.sections.find((s) => s.id === added.id)!.lessons;
    expect(remaining.map((l) => l.id)).not.toContain(addedLessons[0]);
    expect(remaining.map((l) => l.order)).toEqual(remaining.map((_, i) => i));
    outline = await edited(user, courseId, { kind: "removeSection", sectionId: added.id });
    expect(outline.sections.map((s) => s.id)).not.toContain(added.id);
    outline = await edited(user, courseId, { kind: "setLessonHidden", lessonId: done[0]!.id, hidden: true });
    expect(outline.sections[0]!.lessons[0]).toMatchObject({
      id: done[0]!.id,
      isHidden: true,
      isCompleted: true,
    });

    // Rewrite one lesson 'simpler': a new version, the old one readable under Versions.
    const oldContent = (await fx.call(user, "GET", `/api/lessons/${written.id}`)).json().content;
    outline = await edited(user, courseId, { kind: "rewriteLesson", lessonId: written.id, style: "simpler" });
    expect(outline.sections[0]!.lessons.find((l) => l.id === written.id)!.contentVersion).toBe(2);
    const versions = (await fx.call(user, "GET", `/api/lessons/${written.id}/versions`)).json();
    expect(versions.currentVersion).toBe(2);
    expect(versions.versions).toHaveLength(1);
    expect(versions.versions[0]).toMatchObject({ version: 1, replacedBy: "Simpler" });
    expect(versions.versions[0].content).toEqual(oldContent);
    // The rewrite streams into the lesson after the edit answers: follow it to its end.
    const followed = await fx.call(user, "POST", `/api/lessons/${written.id}/generate-content`);
    expect(followed.statusCode, followed.body).toBe(200);
    const newContent = (await fx.call(user, "GET", `/api/lessons/${written.id}`)).json().content;
    expect(followed.json().content).toEqual(newContent);
    expect(newContent.blocks[0].text).toMatch(/simpler version/);

    await settle(user);
    const after = await progressOf(user);
    expect(after).toEqual(before);
    await expectDashboardConsistent(user, goalId);
  });

  it("answers 409 for stale edits, edits of what holds progress, and sections being written", async () => {
    const { user, courseId, done } = await learnerWithProgress();
    const outline = await edited(user, courseId, { kind: "addSection", subject: "Cleaning messy data" });
    const first = outline.sections[0]!;
    const open = outline.sections.find((s) => /cleaning/i.test(s.content))!.lessons;

    // Two tabs make an edit on the same version: one wins, the other gets the current course.
    const [a, b] = await Promise.all([
      edit(user, courseId, outline.version, { kind: "moveLesson", lessonId: open[0]!.id, position: 4 }),
      edit(user, courseId, outline.version, { kind: "setLessonHidden", lessonId: done[1]!.id, hidden: true }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().details.reason).toBe("COURSE_VERSION_STALE");
    expect(lost.json().details.course.version).toBe(outline.version + 1);
    const stale = await edit(user, courseId, outline.version, {
      kind: "removeLesson",
      lessonId: open[1]!.id,
    });
    expect(stale.statusCode).toBe(409);
    const current = stale.json().details.course as CourseOutline;
    expect(current.sections.flatMap((section) => section.lessons.map((l) => l.id))).toContain(open[1]!.id);

    const version = outline.version + 1;
    const refuse = async (body: Record<string, unknown>, reason: string) => {
      const res = await edit(user, courseId, version, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().details.reason).toBe(reason);
      return res.json();
    };
    await refuse({ kind: "removeLesson", lessonId: done[0]!.id }, "HAS_PROGRESS");
    await refuse({ kind: "moveLesson", lessonId: done[0]!.id, position: 5 }, "HAS_PROGRESS");
    await refuse({ kind: "rewriteLesson", lessonId: done[0]!.id, style: "deeper" }, "HAS_PROGRESS");
    await refuse({ kind: "removeSection", sectionId: first.id }, "HAS_PROGRESS");
    await refuse({ kind: "rewriteSection", sectionId: first.id, instruction: "shorter" }, "HAS_PROGRESS");

    // A lesson of the section is being written (its generation claimed a moment ago).
    await fx.t.handle.db
      .update(lessons)
      .set({ generationStatus: "generating", generationStartedAt: new Date() })
      .where(eq(lessons.id, open[1]!.id));
    const busy = await refuse({ kind: "removeLesson", lessonId: open[2]!.id }, "SECTION_GENERATING");
    expect(busy.message).toMatch(/being written/);
    await fx.t.handle.db.update(lessons).set({ generationStatus: "idle" }).where(eq(lessons.id, open[1]!.id));
    expect(
      (await edit(user, courseId, version, { kind: "removeLesson", lessonId: open[2]!.id })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another learner's course and lessons, 400 for bad input", async () => {
    const { user, courseId, done } = await learnerWithProgress();
    const other = await createUser(fx.t);
    const otherGoal = await createPlannedGoal(fx.t, other);
    const otherCourseId = otherGoal.courses.find((c) => c.isActive)!.id;
    const otherOutline = await outlineOf(other, otherCourseId);
    const otherLesson = otherOutline.sections[0]!.lessons[0]!;

    expect((await fx.call(other, "GET", `/api/courses/${courseId}/outline`)).statusCode).toBe(404);
    expect(
      (await edit(other, courseId, 0, { kind: "setLessonHidden", lessonId: done[0]!.id, hidden: true }))
        .statusCode,
    ).toBe(404);
    expect((await fx.call(other, "GET", `/api/lessons/${done[0]!.id}/versions`)).statusCode).toBe(404);
    // Another learner's lesson or section named in an edit of one's own course.
    const version = (await outlineOf(user, courseId)).version;
    expect(
      (await edit(user, courseId, version, { kind: "removeLesson", lessonId: otherLesson.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await edit(user, courseId, version, {
          kind: "removeSection",
          sectionId: otherOutline.sections[1]!.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await outlineOf(other, otherCourseId)).sections[0]!.lessons[0]!.id).toBe(otherLesson.id);

    const bad = async (payload: unknown) => {
      const res = await fx.call(user, "POST", `/api/courses/${courseId}/edits`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res.json();
    };
    await bad({ courseVersion: version, edit: { kind: "explode" } });
    await bad({ courseVersion: version, edit: { kind: "addSection", subject: "" } });
    await bad({ edit: { kind: "setLessonHidden", lessonId: done[0]!.id, hidden: true } });
    const custom = await bad({
      courseVersion: version,
      edit: { kind: "rewriteLesson", lessonId: done[0]!.id, style: "custom" },
    });
    expect(JSON.stringify(custom)).toMatch(/instruction/);
    expect((await fx.call(user, "GET", "/api/courses/not-a-uuid/outline")).statusCode).toBe(400);
  });

  it("regenerating a course's roadmap makes an editor's version stale", async () => {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    const seen = await outlineOf(user, courseId);
    const regenerated = await fx.call(user, "POST", `/api/roadmaps/${courseId}`, {
      selectedTopics: ["Reading Files", "Writing Reports"],
    });
    expect(regenerated.statusCode).toBe(201);
    const res = await edit(user, courseId, seen.version, {
      kind: "removeSection",
      sectionId: seen.sections[1]!.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.course.sections.map((s: { content: string }) => s.content)).toEqual([
      "Reading Files",
      "Writing Reports",
    ]);
  });

  it("each AI edit counts as a lesson generation: a Free learner's daily one, then 429", async () => {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    let outline = await outlineOf(user, courseId);
    outline = await edited(user, courseId, { kind: "addSection", subject: "Reading CSV files" });
    const res = await edit(user, courseId, outline.version, { kind: "addSection", subject: "Plotting" });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe("RATE_LIMIT_EXCEEDED");
    expect((await outlineOf(user, courseId)).version).toBe(outline.version);
    // Edits without the AI stay free.
    await edited(user, courseId, { kind: "moveSection", sectionId: outline.sections[0]!.id, position: 2 });
  });
});
