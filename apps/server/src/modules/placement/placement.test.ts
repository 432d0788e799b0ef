import { randomUUID } from "node:crypto";
import { type Placement, PlacementSchema } from "@brainy/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, seedGoalTree, type TestUser, useTestApp } from "../../../test/factories.ts";
import {
  conceptPrerequisites,
  concepts,
  learnerEvidence,
  lessonConcepts,
  lessons,
  roadmaps,
} from "../../db/schema/index.ts";

const NAMES = ["Variables", "Expressions", "Conditions", "Loops", "Functions"];

describe("the placement check (issue 38)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /**
   * A learner with a goal of five lessons, each teaching one concept, each concept building on the
   * one before (Variables → Expressions → … → Functions). `concepts: false` leaves them out.
   */
  async function learner(options: { concepts?: boolean } = {}) {
    const user = await createUser(fx.t);
    const { goalId } = await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 1, lessonCount: 5 });
    const rows = await db()
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(asc(lessons.order));
    const ids = NAMES.map(() => randomUUID());
    if (options.concepts !== false) {
      await db()
        .insert(concepts)
        .values(
          NAMES.map((name, i) => ({
            id: ids[i]!,
            userId: user.id,
            goalId,
            name,
            key: name.toLowerCase(),
            position: i,
          })),
        );
      await db()
        .insert(conceptPrerequisites)
        .values(ids.slice(1).map((id, i) => ({ conceptId: id, prerequisiteId: ids[i]!, userId: user.id })));
      await db()
        .insert(lessonConcepts)
        .values(rows.map((r, i) => ({ lessonId: r.id, conceptId: ids[i]!, userId: user.id })));
    }
    return { user, goalId, lessonIds: rows.map((r) => r.id), conceptIds: ids };
  }
  const url = (goalId: string, tail = "") => `/api/goals/${goalId}/placement${tail}`;
  async function ok(
    user: TestUser,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<Placement> {
    const res = await fx.call(user, method, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return PlacementSchema.parse(res.json());
  }
  /** The demo's right choice is the concept named in the question (“…”). */
  const rightIndex = (p: Placement) => p.question!.choices.indexOf(/“(.+)”/.exec(p.question!.question)![1]!);
  const wrongIndex = (p: Placement) => (rightIndex(p) + 1) % p.question!.choices.length;
  async function answerAll(user: TestUser, goalId: string, pick: (p: Placement) => number) {
    let state = await ok(user, "POST", url(goalId));
    while (state.status === "in_progress") {
      expect(state.question!.number).toBe(state.answered + 1);
      state = await ok(user, "POST", url(goalId, "/answer"), { choiceIndex: pick(state) });
    }
    return state;
  }
  const likelyKnown = async (user: TestUser) => {
    const res = await fx.call(user, "GET", "/api/learningplan/optimized-data");
    expect(res.statusCode, res.body).toBe(200);
    return res.json().likelyKnownLessonIds as string[];
  };

  it("starts with a question, resumes the same one anywhere, and keeps the answer on the server", async () => {
    const { user, goalId } = await learner();
    expect(await ok(user, "GET", url(goalId))).toMatchObject({ status: "not_started", question: null });
    const started = await ok(user, "POST", url(goalId));
    expect(started).toMatchObject({ status: "in_progress", answered: 0, maxQuestions: 10, lastAnswer: null });
    expect(started.question!.number).toBe(1);
    expect(started.question!.choices.length).toBeGreaterThanOrEqual(3);
    expect(await ok(user, "POST", url(goalId))).toEqual(started);
    expect(await ok(user, "GET", url(goalId))).toEqual(started);
    const raw = (await fx.call(user, "GET", url(goalId))).body;
    expect(raw).not.toContain("answerIndex");
    expect(raw).not.toContain("conceptId");
  });

  it("right answers are placement evidence and mark the lessons 'You likely know this'", async () => {
    const { user, goalId, lessonIds, conceptIds } = await learner();
    expect(await likelyKnown(user)).toEqual([]);
    const done = await answerAll(user, goalId, rightIndex);
    expect(done).toMatchObject({ status: "done", question: null, lastAnswer: { correct: true } });
    expect(done.answered).toBe(5);
    expect(done.endReason).toMatch(/^(sure|no_more_questions)$/);
    const evidence = await db().select().from(learnerEvidence).where(eq(learnerEvidence.userId, user.id));
    expect(evidence).toHaveLength(5);
    expect(new Set(evidence.map((e) => e.conceptId))).toEqual(new Set(conceptIds));
    expect(evidence.every((e) => e.kind === "placement" && e.score === 1 && e.choices! >= 3)).toBe(true);
    expect((await likelyKnown(user)).sort()).toEqual([...lessonIds].sort());
    expect(done.likelyKnownLessons).toBe(5);
    // Answering after the end: 409.
    const late = await fx.call(user, "POST", url(goalId, "/answer"), { choiceIndex: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: "CONFLICT", details: { reason: "PLACEMENT_ENDED" } });
    // Starting again answers the check as it ended.
    expect((await ok(user, "POST", url(goalId))).status).toBe("done");
  });

  it("ends early when the model is sure: wrong answers on the foundations settle what builds on them", async () => {
    const { user, goalId } = await learner();
    const done = await answerAll(user, goalId, wrongIndex);
    expect(done).toMatchObject({ status: "done", endReason: "sure", lastAnswer: { correct: false } });
    expect(done.answered).toBeLessThan(5);
    expect(done.likelyKnownLessons).toBe(0);
    expect(await likelyKnown(user)).toEqual([]);
  });

  it("skips before or during the check; a skipped check resumes where it stopped", async () => {
    const before = await learner();
    expect((await ok(before.user, "POST", url(before.goalId, "/skip"))).status).toBe("skipped");
    expect((await ok(before.user, "POST", url(before.goalId, "/skip"))).status).toBe("skipped");
    const afterSkip = await fx.call(before.user, "POST", url(before.goalId, "/answer"), { choiceIndex: 0 });
    expect(afterSkip.statusCode).toBe(409);
    expect((await ok(before.user, "POST", url(before.goalId))).status).toBe("in_progress");

    const during = await learner();
    const first = await ok(during.user, "POST", url(during.goalId));
    const second = await ok(during.user, "POST", url(during.goalId, "/answer"), {
      choiceIndex: rightIndex(first),
    });
    const skipped = await ok(during.user, "POST", url(during.goalId, "/skip"));
    expect(skipped).toMatchObject({ status: "skipped", endReason: "skipped", answered: 1, question: null });
    const evidence = await db()
      .select()
      .from(learnerEvidence)
      .where(eq(learnerEvidence.userId, during.user.id));
    expect(evidence).toHaveLength(1);
    const resumed = await ok(during.user, "POST", url(during.goalId));
    expect(resumed).toMatchObject({ status: "in_progress", answered: 1, question: second.question });
  });

  it("parallel answers to one question count once", async () => {
    const { user, goalId } = await learner();
    const first = await ok(user, "POST", url(goalId));
    const body = { choiceIndex: rightIndex(first) };
    const answers = await Promise.all(
      [1, 2, 3].map(() => fx.call(user, "POST", url(goalId, "/answer"), body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await ok(user, "GET", url(goalId))).answered).toBe(1);
    const evidence = await db().select().from(learnerEvidence).where(eq(learnerEvidence.userId, user.id));
    expect(evidence).toHaveLength(1);
  });

  it("answers 404 for another user's goal, 400 for a bad body, 409 for a goal without concepts", async () => {
    const { user, goalId } = await learner();
    const other = await createUser(fx.t);
    for (const [method, tail] of [
      ["GET", ""],
      ["POST", ""],
      ["POST", "/skip"],
    ] as const)
      expect((await fx.call(other, method, url(goalId, tail))).statusCode).toBe(404);
    expect((await fx.call(other, "POST", url(goalId, "/answer"), { choiceIndex: 0 })).statusCode).toBe(404);
    expect((await fx.call(user, "POST", url(randomUUID()))).statusCode).toBe(404);
    // Not started: nothing to answer.
    expect((await fx.call(user, "POST", url(goalId, "/answer"), { choiceIndex: 0 })).statusCode).toBe(404);
    const started = await ok(user, "POST", url(goalId));
    for (const body of [
      {},
      { choiceIndex: "a" },
      { choiceIndex: -1 },
      { choiceIndex: 1.5 },
      { choiceIndex: 9 },
    ])
      expect((await fx.call(user, "POST", url(goalId, "/answer"), body)).statusCode).toBe(400);
    const beyond = await fx.call(user, "POST", url(goalId, "/answer"), {
      choiceIndex: started.question!.choices.length,
    });
    expect(beyond.statusCode, beyond.body).toBe(400);
    expect((await fx.call(user, "GET", "/api/goals/not-a-uuid/placement")).statusCode).toBe(400);
    expect((await ok(user, "GET", url(goalId))).answered).toBe(0);

    const bare = await learner({ concepts: false });
    const none = await fx.call(bare.user, "POST", url(bare.goalId));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ details: { reason: "NO_CONCEPTS" } });
    expect(
      await db()
        .select()
        .from(learnerEvidence)
        .where(and(eq(learnerEvidence.userId, bare.user.id))),
    ).toHaveLength(0);
  });
});
