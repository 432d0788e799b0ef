import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createUser,
  recordAssessmentScore,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { lessons, roadmaps } from "../../db/schema/index.ts";

/**
 * Every documented call that changes a lesson's completion, walked one by one: each refuses a
 * lesson without a passed attempt (409 ASSESSMENT_NOT_PASSED, nothing stored), completes it with
 * the server's grade once an attempt passed, and answers 404 for another user's lesson.
 */
describe("lesson completion: the server is the judge on every call", () => {
  const fx = useTestApp();
  const NOT_PASSED = {
    error: "CONFLICT",
    message: "Pass the lesson's assessment (60% or more) to complete it.",
    details: { reason: "ASSESSMENT_NOT_PASSED" },
  };

  /** The calls that complete one lesson, as a learner's client may send them. */
  const completingCalls = [
    {
      name: "PUT /lessons/{id}/complete/{value}",
      method: "PUT",
      url: (id: string) => `/api/lessons/${id}/complete/75`,
    },
    {
      name: "PUT /roadmaps/items/{id}/completion",
      method: "PUT",
      url: (id: string) => `/api/roadmaps/items/${id}/completion`,
      body: true,
    },
  ] as const;

  async function learnerWithSection(): Promise<{ user: TestUser; sectionId: string; lessonIds: string[] }> {
    const user = await createUser(fx.t);
    const tree = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 2 });
    const sectionId = tree.sectionIds[0]!;
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.roadmapId, sectionId))
      .orderBy(lessons.order);
    return { user, sectionId, lessonIds: rows.map((r) => r.id) };
  }
  const lessonRow = async (id: string) =>
    (await fx.t.handle.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;
  const sectionRow = async (id: string) =>
    (await fx.t.handle.db.select().from(roadmaps).where(eq(roadmaps.id, id)))[0]!;

  for (const completing of completingCalls) {
    it(`${completing.name}: refused without a passed attempt, the server's grade with one`, async () => {
      const { user, sectionId, lessonIds } = await learnerWithSection();
      const id = lessonIds[0]!;
      const send = (who: TestUser) =>
        fx.call(
          who,
          completing.method,
          completing.url(id),
          "body" in completing ? completing.body : undefined,
        );

      const none = await send(user);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual(NOT_PASSED);
      await recordAssessmentScore(fx.t, user.id, id, 59);
      const failed = await send(user);
      expect(failed.statusCode).toBe(409);
      expect(failed.json()).toEqual(NOT_PASSED);
      expect(await lessonRow(id)).toMatchObject({ isCompleted: false, completedAt: null, grade: null });

      const stranger = await createUser(fx.t);
      await recordAssessmentScore(fx.t, user.id, id, 75);
      expect((await send(stranger)).statusCode).toBe(404);
      expect((await lessonRow(id)).isCompleted).toBe(false);

      const done = await send(user);
      expect(done.statusCode).toBe(200);
      expect(await lessonRow(id)).toMatchObject({ isCompleted: true, grade: 75 });
      expect((await sectionRow(sectionId)).isCompleted).toBe(false);
    });
  }

  it("PUT /lessons/{id}/complete/{value} does what its value says or refuses it: the value must be the server's grade", async () => {
    const { user, lessonIds } = await learnerWithSection();
    const id = lessonIds[0]!;
    await recordAssessmentScore(fx.t, user.id, id, 75);
    const claimed = await fx.call(user, "PUT", `/api/lessons/${id}/complete/100`);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual({
      error: "CONFLICT",
      message: "The grade is the server's: this lesson's passed attempt scored 75%, not 100%.",
      details: { reason: "GRADE_MISMATCH", grade: 75 },
    });
    expect(await lessonRow(id)).toMatchObject({ isCompleted: false, grade: null });
    expect((await fx.call(user, "PUT", `/api/lessons/${id}/complete/101`)).statusCode).toBe(400);
    const done = await fx.call(user, "PUT", `/api/lessons/${id}/complete/75`);
    expect(done.statusCode).toBe(200);
    expect(await lessonRow(id)).toMatchObject({ isCompleted: true, grade: 75 });
  });

  it("PUT /roadmaps/items/{id}/completion false reopens a lesson without an attempt check", async () => {
    const { user, lessonIds } = await learnerWithSection();
    const id = lessonIds[0]!;
    await recordAssessmentScore(fx.t, user.id, id, 90);
    expect((await fx.call(user, "PUT", `/api/roadmaps/items/${id}/completion`, true)).statusCode).toBe(200);
    const reopened = await fx.call(user, "PUT", `/api/roadmaps/items/${id}/completion`, false);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id, isCompleted: false, completedAt: null });
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "PUT", `/api/roadmaps/items/${id}/completion`, false)).statusCode).toBe(
      404,
    );
  });

  it("PUT /roadmaps/{id}/completion: a section completes only when every lesson of it passed", async () => {
    const { user, sectionId, lessonIds } = await learnerWithSection();
    const mark = (who: TestUser, value: boolean) =>
      fx.call(who, "PUT", `/api/roadmaps/${sectionId}/completion`, value);
    const open = await mark(user, true);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ error: "CONFLICT", details: { reason: "ASSESSMENT_NOT_PASSED" } });
    await recordAssessmentScore(fx.t, user.id, lessonIds[0]!, 100);
    await fx.call(user, "PUT", `/api/lessons/${lessonIds[0]}/complete/100`);
    expect((await mark(user, true)).statusCode).toBe(409);
    expect((await sectionRow(sectionId)).isCompleted).toBe(false);
    expect((await lessonRow(lessonIds[1]!)).isCompleted).toBe(false);

    await recordAssessmentScore(fx.t, user.id, lessonIds[1]!, 60);
    const last = await fx.call(user, "PUT", `/api/roadmaps/items/${lessonIds[1]}/completion`, true);
    expect(last.json()).toMatchObject({ isCompleted: true, grade: 60 });
    expect((await sectionRow(sectionId)).isCompleted).toBe(true);
    expect((await mark(user, false)).json().isCompleted).toBe(false);
    const again = await mark(user, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().isCompleted).toBe(true);
    const stranger = await createUser(fx.t);
    expect((await mark(stranger, true)).statusCode).toBe(404);
    expect((await mark(stranger, false)).statusCode).toBe(404);
  });

  it("POST /assessments/lesson/{id}/submit completes only with a passing score the server gave", async () => {
    const { user, lessonIds } = await learnerWithSection();
    const id = lessonIds[0]!;
    expect((await fx.call(user, "POST", `/api/lessons/${id}/generate-content`)).statusCode).toBe(200);
    const assessment = (await fx.call(user, "POST", `/api/lessons/${id}/assessment`)).json();
    const wrong = assessment.questions.map(() => "I do not know.");
    const submitted = await fx.call(user, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: wrong,
      grade: 100,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().result.passed).toBe(false);
    expect((await lessonRow(id)).isCompleted).toBe(false);
    const stranger = await createUser(fx.t);
    const foreign = await fx.call(stranger, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: wrong,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("PUT /learningplans/{id}/roadmap-completion stores the plan's text and completes no lesson", async () => {
    const { user, lessonIds } = await learnerWithSection();
    const [goal] = (await fx.call(user, "GET", "/api/goals")).json();
    const plan = (
      await fx.call(user, "POST", "/api/learningplans", { goalId: goal.id, assessmentResults: {} })
    ).json();
    const res = await fx.call(user, "PUT", `/api/learningplans/${plan.id}/roadmap-completion`, {
      completionStatus: { [lessonIds[0]!]: true, completed: true },
    });
    expect(res.statusCode).toBe(200);
    for (const id of lessonIds) expect((await lessonRow(id)).isCompleted).toBe(false);
  });
});
