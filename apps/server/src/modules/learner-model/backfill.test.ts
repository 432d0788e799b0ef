import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, makePro, seedGoalTree, useTestApp } from "../../../test/factories.ts";
import { resumeLessonWork } from "../../app-jobs.ts";
import {
  aiCalls,
  concepts,
  conceptWork,
  learnerEvidence,
  lessonConcepts,
  lessons,
  reviewCardConcepts,
  roadmaps,
} from "../../db/schema/index.ts";

describe("concepts backfilled for goals planned before them (issue 37)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  it("names every lesson's concepts, links the cards and replays the record, resuming where a dead run stopped", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const { goalId, sectionIds } = await seedGoalTree(fx.t, user.id, {
      courseCount: 1,
      sectionCount: 3,
      lessonCount: 2,
    });
    const all = await db()
      .select({ id: lessons.id, roadmapId: lessons.roadmapId })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    // What the learner did before: a lesson written and passed, a card reviewed.
    const first = all[0]!.id;
    expect((await fx.call(user, "POST", `/api/lessons/${first}/generate-content`)).statusCode).toBe(200);
    const made = await fx.call(user, "POST", `/api/lessons/${first}/assessment`);
    expect(made.statusCode, made.body).toBe(200);
    const { id: assessmentId } = made.json();
    const key = (await db().execute(
      sql`select questions from lesson_assessments where id = ${assessmentId}`,
    )) as unknown as {
      rows: { questions: { kind: string; options: string[]; correctIndex: number; modelAnswer: string }[] }[];
    };
    const right = key.rows[0]!.questions.map((q) =>
      q.kind === "choice" ? q.options[q.correctIndex]! : q.modelAnswer,
    );
    expect(
      (await fx.call(user, "POST", `/api/assessments/lesson/${assessmentId}/submit`, { answers: right }))
        .statusCode,
    ).toBe(200);
    const card = (
      await fx.call(user, "POST", "/api/review/cards", { front: "Q?", back: "A", lessonId: all[1]!.id })
    ).json();
    expect(
      (
        await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
          rating: 3,
          durationMs: 900,
          reps: 0,
        })
      ).statusCode,
    ).toBe(200);
    // As before this change: no concepts, no links, no evidence (the seeded goal never had any).
    await db().delete(concepts).where(eq(concepts.goalId, goalId));
    expect(await db().select().from(learnerEvidence).where(eq(learnerEvidence.userId, user.id))).toHaveLength(
      0,
    );
    const progress = await db()
      .select({ id: lessons.id, done: lessons.isCompleted, grade: lessons.grade })
      .from(lessons)
      .where(eq(lessons.userId, user.id))
      .orderBy(lessons.id);

    // The migration queued such goals; a server that died mid-run left this one running, stale.
    await db()
      .insert(conceptWork)
      .values({
        goalId,
        userId: user.id,
        state: "running",
        done: 1,
        total: 3,
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      });
    // …and had named the first section already.
    const { saveLessonConcepts } = await import("./concepts.ts");
    await saveLessonConcepts(db(), {
      userId: user.id,
      goalId,
      plans: all
        .filter((l) => l.roadmapId === sectionIds[0])
        .map((l, i) => ({
          lessonId: l.id,
          concepts: [
            { name: `Early idea ${i}`, buildsOn: [] },
            { name: `Early use ${i}`, buildsOn: [`Early idea ${i}`] },
          ],
        })),
    });
    await resumeLessonWork(fx.t.app, { everyUnfinished: false });
    await expect
      .poll(
        async () => (await db().select().from(conceptWork).where(eq(conceptWork.goalId, goalId)))[0]?.state,
        { timeout: 60_000 },
      )
      .toBe("done");

    const links = await db()
      .select()
      .from(lessonConcepts)
      .where(
        inArray(
          lessonConcepts.lessonId,
          all.map((l) => l.id),
        ),
      );
    for (const lesson of all)
      expect(links.filter((l) => l.lessonId === lesson.id).length).toBeGreaterThanOrEqual(2);
    // The section named before was not named again: one call per other section.
    const calls = await db()
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "name-lesson-concepts")));
    expect(calls).toHaveLength(2);
    const early = await db().select().from(concepts).where(eq(concepts.goalId, goalId));
    expect(early.filter((c) => c.name.startsWith("Early"))).toHaveLength(4);
    // The card checks its lesson's concepts; the record became evidence at its own times.
    expect(
      (await db().select().from(reviewCardConcepts).where(eq(reviewCardConcepts.cardId, card.id))).length,
    ).toBeGreaterThan(0);
    const evidence = await db().select().from(learnerEvidence).where(eq(learnerEvidence.userId, user.id));
    expect(new Set(evidence.map((e) => e.kind))).toEqual(new Set(["assessment", "card"]));
    expect(evidence.filter((e) => e.kind === "assessment").every((e) => e.score === 1)).toBe(true);
    // Nothing the learner did changed; a second run records nothing twice.
    expect(
      await db()
        .select({ id: lessons.id, done: lessons.isCompleted, grade: lessons.grade })
        .from(lessons)
        .where(eq(lessons.userId, user.id))
        .orderBy(lessons.id),
    ).toEqual(progress);
    const { backfillConceptsJob } = await import("./backfill.ts");
    await db().update(conceptWork).set({ state: "queued" }).where(eq(conceptWork.goalId, goalId));
    await backfillConceptsJob.run(
      fx.t.app.deps as never,
      { userId: user.id, goalId },
      {
        retryCount: 0,
        retryLimit: 0,
        signal: new AbortController().signal,
      },
    );
    expect(await db().select().from(learnerEvidence).where(eq(learnerEvidence.userId, user.id))).toHaveLength(
      evidence.length,
    );

    // The map shows the concepts, the practised ones with their evidence.
    const map = (await fx.call(user, "GET", `/api/learner-model/goals/${goalId}/concepts`)).json();
    expect(map.naming).toBeNull();
    expect(map.concepts.filter((c: { practised: boolean }) => c.practised).length).toBeGreaterThan(0);
  });
});
