import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import { aiCalls, lessonAssessments, lessons, roadmaps, usageEvents } from "../../db/schema/index.ts";

describe("cards made for the learner", () => {
  const fx = useTestApp();

  async function writtenLesson(user: TestUser) {
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 2 });
    const [row] = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order)
      .limit(1);
    expect((await fx.call(user, "POST", `/api/lessons/${row!.id}/generate-content`)).statusCode).toBe(200);
    return row!.id;
  }

  /** The lesson once its background work has settled. */
  async function settled(user: TestUser, lessonId: string) {
    for (let i = 0; i < 100; i++) {
      const lesson = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json();
      const pending = Object.values(lesson.work as Record<string, { state: string }>).some((w) =>
        ["queued", "running"].includes(w.state),
      );
      if (!pending && lesson.work.cards.state !== "idle") return lesson;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the lesson's work did not settle");
  }

  it("writes 3-8 cards from the lesson's blocks when its content is written, once, without a quota", async () => {
    const user = await createUser(fx.t); // Free
    const lessonId = await writtenLesson(user);
    const lesson = await settled(user, lessonId);
    expect(lesson.work.cards).toEqual({ state: "done", error: null });
    const cards = (await fx.call(user, "GET", `/api/review/cards?lessonId=${lessonId}`)).json();
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.length).toBeLessThanOrEqual(8);
    const blocks = lesson.content.blocks as unknown[];
    for (const card of cards) {
      expect(card).toMatchObject({ source: "lesson", lessonId, state: "new", suspended: false });
      expect(card.blockIndex).toBeLessThan(blocks.length);
    }
    // Written once: asking again (a second lessonWritten) makes no more cards.
    await fx.t.app.deps.background.emit("lessonWritten", { userId: user.id, lessonId });
    await settled(user, lessonId);
    expect((await fx.call(user, "GET", `/api/review/cards?lessonId=${lessonId}`)).json()).toHaveLength(
      cards.length,
    );
    const calls = await fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "write-review-cards")));
    expect(calls).toHaveLength(1);
    // The Free learner's one lesson a day is the only use counted.
    const uses = await fx.t.handle.db.select().from(usageEvents).where(eq(usageEvents.userId, user.id));
    expect(uses).toHaveLength(1);
    // They are due now.
    const queue = (await fx.call(user, "GET", "/api/review/queue")).json();
    expect(queue.cards.length).toBe(cards.length);
  });

  it("makes a card of every question the learner missed: the question, the right answer, the grader's explanation", async () => {
    const user = await createUser(fx.t);
    const lessonId = await writtenLesson(user);
    await settled(user, lessonId);
    const { id } = (await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`)).json();
    const [key] = await fx.t.handle.db.select().from(lessonAssessments).where(eq(lessonAssessments.id, id));
    // The first question wrong, the rest right.
    const answers = key!.questions.map((q, i) =>
      q.kind === "choice" ? q.options[i === 0 ? (q.correctIndex + 1) % 4 : q.correctIndex]! : q.modelAnswer,
    );
    const submit = async () =>
      (await fx.call(user, "POST", `/api/assessments/lesson/${id}/submit`, { answers })).json();
    const result = (await submit()).result;
    const missed = result.questions.filter((q: { correct: boolean }) => !q.correct);
    expect(missed.length).toBeGreaterThanOrEqual(1);
    const cards = (await fx.call(user, "GET", `/api/review/cards?lessonId=${lessonId}`))
      .json()
      .filter((c: { source: string }) => c.source === "missed-question");
    expect(cards).toHaveLength(missed.length);
    const first = key!.questions[0]!;
    expect(cards.find((c: { front: string }) => c.front === first.question)).toMatchObject({
      kind: "basic",
      lessonId,
      back: expect.stringContaining(
        first.kind === "choice" ? first.options[first.correctIndex]! : first.modelAnswer,
      ),
    });
    // Missing it again on a second attempt makes no second card.
    await submit();
    expect(
      (await fx.call(user, "GET", `/api/review/cards?lessonId=${lessonId}`))
        .json()
        .filter((c: { source: string }) => c.source === "missed-question"),
    ).toHaveLength(missed.length);
  });
});
