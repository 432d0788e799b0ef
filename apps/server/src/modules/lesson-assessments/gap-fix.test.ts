import { GapFixSchema, LessonAssessmentSchema } from "@brainy/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { parseEvents } from "../../../test/sse.ts";
import {
  concepts,
  learnerEvidence,
  lessonAssessments,
  practiceItems,
  reviewCardConcepts,
  reviewCards,
  usageEvents,
} from "../../db/schema/index.ts";

describe("'Fix the gaps' after a failed assessment (issue 38)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /** A learner (Pro unless told) whose first lesson is written and its assessment failed. */
  async function failedLearner(options: { pro?: boolean } = { pro: true }) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    await createPlannedGoal(fx.t, user);
    const [first] = await firstSectionLessons(fx.t, user.id);
    const lessonId = first!.id;
    const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const assessment = LessonAssessmentSchema.parse(
      (await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`)).json(),
    );
    const failed = await fx.call(user, "POST", `/api/assessments/lesson/${assessment.id}/submit`, {
      answers: await answers(lessonId, false),
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const result = LessonAssessmentSchema.parse(failed.json()).result!;
    expect(result.passed).toBe(false);
    expect(result.missedConcepts.length).toBeGreaterThan(0);
    return { user, lessonId, assessmentId: assessment.id, missed: result.missedConcepts };
  }
  /** The right (or wrong) answer to every question of the lesson's assessment, from the stored key. */
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
  const fixGaps = (user: TestUser, assessmentId: string, method: "POST" | "GET" = "POST") =>
    fx.call(user, method, `/api/assessments/lesson/${assessmentId}/fix-gaps`);
  /** Answers a fix's practice question right or wrong (the stored key decides which is which). */
  async function answer(user: TestUser, itemId: string, right: boolean) {
    const [item] = await db().select().from(practiceItems).where(eq(practiceItems.id, itemId));
    const wrong = item!.choices.find((c) => c !== item!.answer) ?? "certainly not this";
    const res = await fx.call(user, "POST", `/api/learner-model/practice/${itemId}/answer`, {
      answer: right ? item!.answer : wrong,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().correct).toBe(right);
  }

  it("streams a labelled part into the lesson (old version kept), writes 2 questions per missed concept; the missed cards name their concepts", async () => {
    const { user, lessonId, assessmentId, missed } = await failedLearner();
    const before = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json();

    const started = await fixGaps(user, assessmentId);
    expect(started.statusCode, started.body).toBe(200);
    const fix = GapFixSchema.parse(started.json());
    expect(fix).toMatchObject({
      assessmentId,
      lessonId,
      concepts: missed,
      retakeUnlocked: false,
      needsMore: [],
    });
    for (const name of missed) expect(fix.questions.filter((q) => q.concept === name)).toHaveLength(2);
    expect(started.body).not.toContain('"answer"');

    // The part streams into the lesson page like any block, then `done` with the whole lesson.
    const events = parseEvents((await fx.call(user, "GET", `/api/lessons/${lessonId}/content-stream`)).body);
    expect(events.at(-1)!.event).toBe("done");
    const after = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json();
    expect(after.generationStatus).toBe("ready");
    const oldBlocks = before.content.blocks;
    expect(after.content.blocks.slice(0, oldBlocks.length)).toEqual(oldBlocks);
    const part = after.content.blocks.slice(oldBlocks.length);
    expect(part[0]).toEqual({ type: "header", level: 2, text: "Fix the gaps" });
    expect(part[1].text).toMatch(/^\(Demo part: written offline by the demo provider/);
    for (const name of missed) expect(JSON.stringify(part)).toContain(name);
    const versions = (await fx.call(user, "GET", `/api/lessons/${lessonId}/versions`)).json();
    expect(JSON.stringify(versions)).toContain(oldBlocks[0].text ?? oldBlocks[0].question);
    expect((await fixGaps(user, assessmentId, "GET")).json()).toMatchObject({
      id: fix.id,
      partStatus: "ready",
    });

    // Asked again: the same fix, nothing written twice.
    const again = GapFixSchema.parse((await fixGaps(user, assessmentId)).json());
    expect(again.id).toBe(fix.id);
    expect(again.questions.map((q) => q.id)).toEqual(fix.questions.map((q) => q.id));
    expect((await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json().content.blocks).toHaveLength(
      after.content.blocks.length,
    );

    // Cards for the missed questions are made, tagged with the concepts they check.
    const tagged = await db()
      .select({ name: concepts.name })
      .from(reviewCards)
      .innerJoin(reviewCardConcepts, eq(reviewCardConcepts.cardId, reviewCards.id))
      .innerJoin(concepts, eq(concepts.id, reviewCardConcepts.conceptId))
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.source, "missed-question")));
    expect(new Set(tagged.map((t) => t.name))).toEqual(new Set(missed));
  });

  it("right answers unlock the retake; a wrong last answer asks for one more; answers are evidence; the retake is the regenerate path", async () => {
    const { user, lessonId, assessmentId, missed } = await failedLearner();
    const fix = GapFixSchema.parse((await fixGaps(user, assessmentId)).json());
    const [hard, ...rest] = missed;
    const hardOnes = fix.questions.filter((q) => q.concept === hard);
    await answer(user, hardOnes[0]!.id, true);
    await answer(user, hardOnes[1]!.id, false);
    for (const q of fix.questions.filter((q) => q.concept !== hard)) await answer(user, q.id, true);
    const stuck = GapFixSchema.parse((await fixGaps(user, assessmentId, "GET")).json());
    expect(stuck).toMatchObject({ retakeUnlocked: false, needsMore: [hard] });

    const more = GapFixSchema.parse((await fixGaps(user, assessmentId)).json());
    expect(more.questions).toHaveLength(fix.questions.length + 1);
    const extra = more.questions.at(-1)!;
    expect(extra).toMatchObject({ concept: hard, answeredAt: null });
    await answer(user, extra.id, true);
    const unlocked = GapFixSchema.parse((await fixGaps(user, assessmentId, "GET")).json());
    expect(unlocked).toMatchObject({ retakeUnlocked: true, needsMore: [] });
    expect(rest.every((name) => unlocked.questions.some((q) => q.concept === name))).toBe(true);

    const evidence = await db()
      .select()
      .from(learnerEvidence)
      .where(
        and(
          eq(learnerEvidence.userId, user.id),
          eq(learnerEvidence.kind, "practice"),
          inArray(
            learnerEvidence.itemKey,
            more.questions.map((q) => `practice:${q.id}`),
          ),
        ),
      );
    expect(evidence.length).toBeGreaterThanOrEqual(more.questions.length);

    // 'Retake assessment': today's regenerate path, at once.
    expect((await fx.call(user, "DELETE", `/api/assessments/lesson/${assessmentId}`)).statusCode).toBe(200);
    const retake = await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`);
    expect(retake.statusCode, retake.body).toBe(200);
    expect(retake.json()).toMatchObject({ lessonId, status: "ready", result: null });
    expect(retake.json().id).not.toBe(assessmentId);
    expect((await fixGaps(user, assessmentId, "GET")).statusCode).toBe(404);
  });

  it("asked for twice at once: one fix, one part, its questions written once", async () => {
    const { user, lessonId, assessmentId, missed } = await failedLearner();
    const both = await Promise.all([fixGaps(user, assessmentId), fixGaps(user, assessmentId)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    parseEvents((await fx.call(user, "GET", `/api/lessons/${lessonId}/content-stream`)).body);
    const fix = GapFixSchema.parse((await fixGaps(user, assessmentId, "GET")).json());
    expect(fix.questions).toHaveLength(missed.length * 2);
    const blocks = (await fx.call(user, "GET", `/api/lessons/${lessonId}`)).json().content.blocks;
    expect(blocks.filter((b: { text?: string }) => b.text === "Fix the gaps")).toHaveLength(1);
  });

  it("only for the learner's own failed attempt: 404, 409 before an answer and after a pass, 400 for a bad id", async () => {
    const { user, lessonId, assessmentId } = await failedLearner();
    const other = await createUser(fx.t);
    expect((await fixGaps(other, assessmentId)).statusCode).toBe(404);
    expect((await fixGaps(other, assessmentId, "GET")).statusCode).toBe(404);
    expect((await fixGaps(user, crypto.randomUUID())).statusCode).toBe(404);
    expect((await fixGaps(user, "not-a-uuid")).statusCode).toBe(400);
    expect((await fixGaps(user, assessmentId, "GET")).statusCode).toBe(404);

    await fx.call(user, "DELETE", `/api/assessments/lesson/${assessmentId}`);
    const fresh = (await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`)).json();
    const unanswered = await fixGaps(user, fresh.id);
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json()).toMatchObject({ error: "CONFLICT", details: { reason: "ATTEMPT_NOT_FAILED" } });
    await fx.call(user, "POST", `/api/assessments/lesson/${fresh.id}/submit`, {
      answers: await answers(lessonId, true),
    });
    const passed = await fixGaps(user, fresh.id);
    expect(passed.statusCode).toBe(409);
    expect(passed.json().details.reason).toBe("ATTEMPT_NOT_FAILED");
  });

  it("Free: costs nothing more for the lesson written today, 429 once the day's lesson went to another", async () => {
    const { user, assessmentId } = await failedLearner({ pro: false });
    const today = await fixGaps(user, assessmentId);
    expect(today.statusCode, today.body).toBe(200);

    const second = await failedLearner({ pro: false });
    // The lesson was written yesterday; today's lesson went to another one.
    await db()
      .update(usageEvents)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(usageEvents.userId, second.user.id));
    await db()
      .insert(usageEvents)
      .values({ userId: second.user.id, kind: "lesson-generation", subjectId: crypto.randomUUID() });
    const over = await fixGaps(second.user, second.assessmentId);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe("RATE_LIMIT_EXCEEDED");
    // Nothing changed in the lesson; asked again later it is tried again.
    expect(
      (await fx.call(second.user, "GET", `/api/lessons/${second.lessonId}`)).json().generationStatus,
    ).toBe("ready");
  });
});
