import { LessonAssessmentSchema } from "@brainy/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { aiCalls, lessonAssessments, lessons, roadmaps } from "../../db/schema/index.ts";

describe("lesson assessments", () => {
  const fx = useTestApp();

  /** A Pro learner with one written lesson (of a 3-lesson section); answers the user and lesson ids. */
  async function learnerWithLesson(): Promise<{ user: TestUser; lessonIds: string[] }> {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 2 });
    const rows = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    const lessonIds = rows.map((r) => r.id);
    for (const id of lessonIds.slice(0, 2)) {
      expect((await fx.call(user, "POST", `/api/lessons/${id}/generate-content`)).statusCode).toBe(200);
    }
    return { user, lessonIds };
  }
  const keyOf = async (lessonId: string) => {
    const [row] = await fx.t.handle.db
      .select()
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, lessonId));
    return row!;
  };
  /** The right (or wrong) answer to every question, from the stored key. */
  async function answers(lessonId: string, right: boolean) {
    const row = await keyOf(lessonId);
    return row.questions.map((q) =>
      q.kind === "choice"
        ? q.options[right ? q.correctIndex : (q.correctIndex + 1) % 4]!
        : right
          ? q.modelAnswer
          : "I am not sure about this one.",
    );
  }

  it("is written once under parallel calls, from the lesson, without the key in any answer", async () => {
    const { user, lessonIds } = await learnerWithLesson();
    const made = await Promise.all(
      Array.from({ length: 5 }, () => fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`)),
    );
    expect(made.map((m) => m.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(made.map((m) => m.json().id)).size).toBe(1);
    const calls = () =>
      fx.t.handle.db
        .select()
        .from(aiCalls)
        .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "write-lesson-assessment")));
    // One per written lesson (the server writes each lesson's assessment once its content is done;
    // the second lesson's in the background, maybe still running now).
    await expect.poll(async () => (await calls()).length, { timeout: 10_000 }).toBe(2);
    const assessment = LessonAssessmentSchema.parse(made[0]!.json());
    expect(assessment.questions.length).toBeGreaterThanOrEqual(4);
    expect(assessment.questions.some((q) => q.type === "open")).toBe(true);
    const key = await keyOf(lessonIds[0]!);
    for (const res of [made[0]!, await fx.call(user, "GET", `/api/assessments/lesson/${lessonIds[0]}`)]) {
      expect(res.body).not.toContain("correctIndex");
      expect(res.body).not.toContain("rubric");
      for (const q of key.questions) if (q.kind === "open") expect(res.body).not.toContain(q.modelAnswer);
    }
  });

  it("grades on the server: a client's grade of 100 with wrong answers scores low and leaves the lesson open", async () => {
    const { user, lessonIds } = await learnerWithLesson();
    const { id } = (await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`)).json();
    const wrong = await fx.call(user, "POST", `/api/assessments/lesson/${id}/submit`, {
      answers: await answers(lessonIds[0]!, false),
      grade: 100,
    });
    expect(wrong.statusCode).toBe(200);
    const result = wrong.json().result;
    expect(result.score).toBeLessThan(60);
    expect(result).toMatchObject({
      passed: false,
      message: "You might need to review this lesson again.",
      detail: "Score below 60%. Lesson not completed.",
    });
    expect(result.questions.every((q: { correctAnswer: string }) => q.correctAnswer.length > 0)).toBe(true);
    expect(result.questions.find((q: { feedback: string | null }) => q.feedback)?.feedback).toMatch(
      /Demo grading/,
    );
    expect((await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`)).json().isCompleted).toBe(false);
    expect((await fx.call(user, "PUT", `/api/lessons/${lessonIds[0]}/complete/100`)).statusCode).toBe(409);
  });

  it("a pass completes the lesson with the server's grade; regenerate discards the attempt", async () => {
    const { user, lessonIds } = await learnerWithLesson();
    const first = (await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`)).json();
    await fx.call(user, "POST", `/api/assessments/lesson/${first.id}/submit`, {
      answers: await answers(lessonIds[0]!, false),
    });
    const removed = await fx.call(user, "DELETE", `/api/assessments/lesson/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await fx.call(user, "GET", `/api/assessments/lesson/${lessonIds[0]}`)).statusCode).toBe(404);
    const second = (await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.result).toBeNull();
    const keyed = (await answers(lessonIds[0]!, true)).map((selectedAnswer, questionIndex) => ({
      questionIndex,
      selectedAnswer,
    }));
    const passed = await fx.call(user, "POST", `/api/assessments/lesson/${second.id}/submit`, {
      answers: keyed,
      grade: 10,
    });
    expect(passed.json().result).toMatchObject({
      score: 100,
      passed: true,
      message: "Perfect score! You have mastered this lesson.",
    });
    const lesson = (await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`)).json();
    expect(lesson).toMatchObject({
      isCompleted: true,
      grade: 100,
      lessonAssessment: { id: second.id, score: 100 },
    });
    // A client's other grade is refused, never recorded.
    const complete = await fx.call(user, "PUT", `/api/lessons/${lessonIds[0]}/complete/5`);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().details).toEqual({ reason: "GRADE_MISMATCH", grade: 100 });
    expect((await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}`)).json().grade).toBe(100);
  });

  it("requires every answer, and keeps other users out", async () => {
    const { user, lessonIds } = await learnerWithLesson();
    const { id } = (await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/assessment`)).json();
    const partial = await fx.call(user, "POST", `/api/assessments/lesson/${id}/submit`, {
      answers: ["only one"],
    });
    expect(partial.statusCode).toBe(400);
    const stranger = await createUser(fx.t);
    expect((await fx.call(stranger, "POST", `/api/lessons/${lessonIds[0]}/assessment`)).statusCode).toBe(404);
    expect((await fx.call(stranger, "GET", `/api/assessments/lesson/${lessonIds[0]}`)).statusCode).toBe(404);
    expect((await fx.call(stranger, "DELETE", `/api/assessments/lesson/${id}`)).statusCode).toBe(404);
    expect(
      (await fx.call(stranger, "POST", `/api/assessments/lesson/${id}/submit`, { answers: [] })).statusCode,
    ).toBe(404);
    // A lesson whose content is not written yet has no assessment to take.
    expect((await fx.call(user, "POST", `/api/lessons/${lessonIds[3]}/assessment`)).statusCode).toBe(409);
  });

  it("passing the last lesson of a section completes it and prepares the next section's lessons", async () => {
    const { user, lessonIds } = await learnerWithLesson();
    for (const lessonId of lessonIds.slice(0, 2)) {
      const { id } = (await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`)).json();
      await fx.call(user, "POST", `/api/assessments/lesson/${id}/submit`, {
        answers: await answers(lessonId, true),
      });
    }
    const [first] = await fx.t.handle.db.select().from(lessons).where(eq(lessons.id, lessonIds[0]!));
    const [section] = await fx.t.handle.db.select().from(roadmaps).where(eq(roadmaps.id, first!.roadmapId));
    expect(section!.isCompleted).toBe(true);
  });
});
