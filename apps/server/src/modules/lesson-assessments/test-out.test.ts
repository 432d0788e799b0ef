import { LessonAssessmentSchema } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import {
  concepts,
  learnerEvidence,
  lessonAssessments,
  lessonConcepts,
  lessons,
  usageEvents,
} from "../../db/schema/index.ts";

describe("'Test out' of a lesson (issue 38)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /** A learner (Pro unless told) with a planned goal; answers its active course's first section's lesson ids, none written. */
  async function learner(options: { pro?: boolean } = { pro: true }) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    await createPlannedGoal(fx.t, user);
    const rows = await firstSectionLessons(fx.t, user.id);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.status !== "ready")).toBe(true);
    return { user, lessonIds: rows.map((r) => r.id) };
  }
  const testOut = (user: TestUser, lessonId: string) =>
    fx.call(user, "POST", `/api/lessons/${lessonId}/test-out`);
  /** The right (or wrong) answer to every question, from the stored key. */
  async function answers(lessonId: string, right: boolean) {
    const [row] = await db().select().from(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
    return row!.questions.map((q) =>
      q.kind === "choice"
        ? q.options[right ? q.correctIndex : (q.correctIndex + 1) % q.options.length]!
        : right
          ? q.modelAnswer
          : "I am not sure about this one.",
    );
  }
  const lessonOf = async (user: TestUser, lessonId: string) =>
    (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json();

  it("writes the lesson and its assessment; a pass completes the lesson with the server's grade, then 409", async () => {
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[1]!;
    const started = await testOut(user, lessonId);
    expect(started.statusCode, started.body).toBe(200);
    const assessment = LessonAssessmentSchema.parse(started.json());
    expect(assessment).toMatchObject({ lessonId, status: "ready", result: null, isCompleted: false });
    expect(assessment.questions.length).toBeGreaterThan(0);
    expect(started.body).not.toContain("correctIndex");
    expect((await lessonOf(user, lessonId)).generationStatus).toBe("ready");
    // The same test-out asked again answers the same questions.
    expect((await testOut(user, lessonId)).json().id).toBe(assessment.id);

    const passed = await fx.call(user, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: await answers(lessonId, true),
      grade: 10,
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().result).toMatchObject({ score: 100, passed: true, missedConcepts: [] });
    expect(await lessonOf(user, lessonId)).toMatchObject({ isCompleted: true, grade: 100 });

    const again = await testOut(user, lessonId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "CONFLICT", details: { reason: "LESSON_COMPLETED" } });
  });

  it("a fail leaves the lesson open, is evidence, and names the missed concepts; the next test-out has fresh questions", async () => {
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[0]!;
    const first = (await testOut(user, lessonId)).json();
    const failed = await fx.call(user, "POST", `/api/assessments/lesson/${first.id}/submit`, {
      answers: await answers(lessonId, false),
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const result = failed.json().result;
    expect(result).toMatchObject({ passed: false, detail: "Score below 60%. Lesson not completed." });
    const taught = await db()
      .select({ id: concepts.id, name: concepts.name })
      .from(lessonConcepts)
      .innerJoin(concepts, eq(concepts.id, lessonConcepts.conceptId))
      .where(eq(lessonConcepts.lessonId, lessonId));
    expect(result.missedConcepts.length).toBeGreaterThan(0);
    for (const name of result.missedConcepts) expect(taught.map((c) => c.name)).toContain(name);
    // Kept with the attempt: the assessment read says the same.
    const read = await fx.call(user, "GET", `/api/assessments/lesson/${lessonId}`);
    expect(read.json().result.missedConcepts).toEqual(result.missedConcepts);
    expect((await lessonOf(user, lessonId)).isCompleted).toBe(false);

    const evidence = await db()
      .select()
      .from(learnerEvidence)
      .where(and(eq(learnerEvidence.userId, user.id), eq(learnerEvidence.kind, "assessment")));
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((e) => taught.some((c) => c.id === e.conceptId))).toBe(true);
    const map = (
      await fx.call(user, "GET", `/api/learner-model/goals/${evidence[0]!.goalId}/concepts`)
    ).json();
    const missed = map.concepts.filter((c: { name: string }) => result.missedConcepts.includes(c.name));
    expect(missed.every((c: { practised: boolean; mastery: number }) => c.practised && c.mastery < 0.5)).toBe(
      true,
    );

    const second = await testOut(user, lessonId);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.id);
    expect(second.json().result).toBeNull();
  });

  it("another learner's lesson answers 404 and writes nothing", async () => {
    const { lessonIds } = await learner();
    const stranger = await createUser(fx.t);
    await makePro(fx.t, stranger.id);
    const res = await testOut(stranger, lessonIds[0]!);
    expect(res.statusCode).toBe(404);
    const [row] = await db().select().from(lessons).where(eq(lessons.id, lessonIds[0]!));
    expect(row!.generationStatus).not.toBe("ready");
    expect((await testOut(stranger, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await testOut(stranger, "not-a-uuid")).statusCode).toBe(400);
  });

  it("Free: a test-out is the day's lesson, with the lesson's own 429 past it", async () => {
    // Today's lesson studied: a test-out of another lesson answers what opening it would.
    const studied = await learner({ pro: false });
    expect(
      (await fx.call(studied.user, "POST", `/api/lessons/${studied.lessonIds[0]}/generate-content`))
        .statusCode,
    ).toBe(200);
    const refused = await testOut(studied.user, studied.lessonIds[1]!);
    const asLesson = await fx.call(
      studied.user,
      "POST",
      `/api/lessons/${studied.lessonIds[1]}/generate-content`,
    );
    expect(refused.statusCode).toBe(429);
    expect(asLesson.statusCode).toBe(429);
    expect(refused.json()).toEqual(asLesson.json());
    expect(refused.json()).toMatchObject({
      error: "RATE_LIMIT_EXCEEDED",
      details: { subscriptionMessage: "Only 1 lesson per 24 hours allowed in free version", maxRequests: 1 },
    });
    expect((await lessonOf(studied.user, studied.lessonIds[1]!)).generationStatus).toBe("idle");

    // Today's lesson tested out: the next lesson is refused, the same test-out again costs nothing more.
    const tested = await learner({ pro: false });
    expect((await testOut(tested.user, tested.lessonIds[0]!)).statusCode).toBe(200);
    expect(
      (await fx.call(tested.user, "POST", `/api/lessons/${tested.lessonIds[1]}/generate-content`)).statusCode,
    ).toBe(429);
    expect((await testOut(tested.user, tested.lessonIds[1]!)).statusCode).toBe(429);
    expect((await testOut(tested.user, tested.lessonIds[0]!)).statusCode).toBe(200);
    const uses = await db().select().from(usageEvents).where(eq(usageEvents.userId, tested.user.id));
    expect(uses.filter((u) => u.kind === "lesson-generation")).toHaveLength(1);
  });

  it("the course read marks a lesson whose concepts the learner likely knows, until it is completed", async () => {
    const { user, lessonIds } = await learner();
    const lessonId = lessonIds[1]!;
    const plan = async () => {
      const res = await fx.call(user, "GET", "/api/learningplan/optimized-data");
      expect(res.statusCode, res.body).toBe(200);
      return res.json().likelyKnownLessonIds as string[];
    };
    expect(await plan()).toEqual([]);
    const taught = await db()
      .select({ id: lessonConcepts.conceptId, goalId: concepts.goalId })
      .from(lessonConcepts)
      .innerJoin(concepts, eq(concepts.id, lessonConcepts.conceptId))
      .where(eq(lessonConcepts.lessonId, lessonId));
    expect(taught.length).toBeGreaterThan(0);
    // 'I already know this' on each concept until the model holds it known (>= 0.8), not the last one yet.
    const [last, ...rest] = taught;
    const report = async (conceptId: string) => {
      for (let i = 0; i < 6; i++) {
        const res = await fx.call(user, "POST", `/api/learner-model/concepts/${conceptId}/self-report`, {
          says: "known",
        });
        expect(res.statusCode, res.body).toBe(200);
        if (res.json().concept.mastery >= 0.8) return;
      }
      throw new Error("six self-reports did not make the concept known");
    };
    for (const c of rest) await report(c.id);
    expect(await plan()).not.toContain(lessonId);
    await report(last!.id);
    expect(await plan()).toEqual([lessonId]);
    // Tested out: completed lessons are not marked.
    const assessment = (await testOut(user, lessonId)).json();
    await fx.call(user, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: await answers(lessonId, true),
    });
    expect(await plan()).toEqual([]);
  });
});
