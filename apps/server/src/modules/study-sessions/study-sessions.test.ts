import { type StudySession, StudySessionSchema, StudySummarySchema } from "@brainy/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { lessonAssessments, practiceItems, reviewCards } from "../../db/schema/index.ts";

describe("'Study now' sessions (issue 38)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /** A Pro learner with a planned goal (nothing written yet) and `cards` review cards due now. */
  async function learner(cards = 0) {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const lessonIds = (await firstSectionLessons(fx.t, user.id)).map((r) => r.id);
    if (cards > 0)
      await db()
        .insert(reviewCards)
        .values(
          Array.from({ length: cards }, (_, i) => ({
            userId: user.id,
            lessonId: lessonIds[0]!,
            source: "manual",
            front: `Question ${i}`,
            back: `Answer ${i}`,
            due: new Date(Date.now() - 60_000),
          })),
        );
    return { user, goalId: goal.id, lessonIds };
  }
  const start = async (user: TestUser, body: Record<string, unknown> = { tz: "UTC" }) => {
    const res = await fx.call(user, "POST", "/api/study-now", body);
    expect(res.statusCode, res.body).toBe(200);
    return StudySessionSchema.parse(res.json());
  };
  const step = (user: TestUser, session: StudySession, n: number, action: "skip" | "complete") =>
    fx.call(user, "POST", `/api/study-now/${session.id}/steps/${n}/${action}`);
  const kinds = (session: StudySession) => session.steps.map((s) => s.kind);

  /** Fails the lesson's assessment by test-out (wrong answers): a gap to fix, weak concepts. */
  async function failLesson(user: TestUser, lessonId: string) {
    const started = await fx.call(user, "POST", `/api/lessons/${lessonId}/test-out`);
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await db().select().from(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
    const wrong = row!.questions.map((q) =>
      q.kind === "choice" ? q.options[(q.correctIndex + 1) % q.options.length]! : "I do not know.",
    );
    const res = await fx.call(user, "POST", `/api/assessments/lesson/${started.json().id}/submit`, {
      answers: wrong,
    });
    expect(res.json().result.passed).toBe(false);
    return started.json().id as string;
  }
  /** The review queue now: its due cards (the failed attempt's missed questions became cards too). */
  const queue = async (user: TestUser) => (await fx.call(user, "GET", "/api/review/queue?tz=UTC")).json();
  async function gradeDueCards(user: TestUser) {
    for (const card of (await queue(user)).cards as { id: string; reps: number }[]) {
      const res = await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
        rating: 3,
        durationMs: 1000,
        reps: card.reps,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it("builds reviews, the gap to fix, the next lesson, practice on the weakest concept, then the summary", async () => {
    const { user, lessonIds } = await learner(3);
    const assessmentId = await failLesson(user, lessonIds[0]!);
    const due = (await queue(user)).dueToday;
    expect(due).toBeGreaterThan(3);
    const session = await start(user);
    expect(kinds(session)).toEqual(["reviews", "gap-fix", "lesson", "practice", "summary"]);
    expect(session.steps.every((s) => s.state === "pending")).toBe(true);
    expect(session.current).toBe(0);
    expect(session.steps[0]).toMatchObject({ target: due, progress: 0, workDone: false });
    expect(session.steps[1]).toMatchObject({ lessonId: lessonIds[0], assessmentId });
    expect(session.steps[2]).toMatchObject({ lessonId: lessonIds[0], mode: "study" });
    expect(session.steps[2]!.lessonTitle).toBeTruthy();
    // The weakest concept: one the failed attempt missed, named.
    const map = (await fx.call(user, "GET", `/api/learner-model/goals/${session.goalId}/concepts`)).json();
    expect(session.steps[3]!.conceptId).toBe(map.weakSpots[0]);
    expect(session.steps[3]).toMatchObject({ target: 3 });
    expect(session.steps[3]!.conceptName).toBeTruthy();
  });

  it("a new learner without cards or evidence starts at the first lesson; the cap bounds the reviews", async () => {
    const fresh = await learner();
    const session = await start(fresh.user);
    expect(kinds(session)).toEqual(["lesson", "practice", "summary"]);
    expect(session.steps[0]).toMatchObject({ lessonId: fresh.lessonIds[0], mode: "study" });

    const { user } = await learner(7);
    expect((await fx.call(user, "GET", "/api/study-now/settings")).json()).toEqual({ reviewCap: 50 });
    expect((await fx.call(user, "PUT", "/api/study-now/settings", { reviewCap: 2 })).statusCode).toBe(400);
    expect((await fx.call(user, "PUT", "/api/study-now/settings", { reviewCap: 5 })).json()).toEqual({
      reviewCap: 5,
    });
    expect((await fx.call(user, "GET", "/api/study-now/settings")).json()).toEqual({ reviewCap: 5 });
    // The review settings keep their own value.
    expect((await fx.call(user, "GET", "/api/review/settings")).json()).toEqual({ desiredRetention: 0.9 });
    const capped = await start(user);
    expect(capped.steps[0]).toMatchObject({ kind: "reviews", target: 5 });
  });

  it("completing checks the work; only the current step settles; skip; the summary shows what rose and what is due tomorrow", async () => {
    const { user, lessonIds } = await learner(2);
    await failLesson(user, lessonIds[0]!);
    // A card due tomorrow (UTC).
    const tomorrow = new Date();
    tomorrow.setUTCHours(24 + 6, 0, 0, 0);
    await db().insert(reviewCards).values({
      userId: user.id,
      source: "manual",
      front: "Later",
      back: "Yes",
      due: tomorrow,
      scheduledDays: 3,
    });
    const session = await start(user);
    expect(kinds(session)).toEqual(["reviews", "gap-fix", "lesson", "practice", "summary"]);
    const target = session.steps[0]!.target!;

    const early = await step(user, session, 0, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ details: { reason: "STEP_NOT_DONE", progress: 0, target } });
    const ahead = await step(user, session, 2, "skip");
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toMatchObject({ details: { reason: "STEP_NOT_CURRENT", current: 0 } });
    expect((await step(user, session, 9, "skip")).statusCode).toBe(400);
    expect((await fx.call(user, "POST", `/api/study-now/${session.id}/steps/x/skip`)).statusCode).toBe(400);

    await gradeDueCards(user);
    const read = StudySessionSchema.parse(
      (await fx.call(user, "GET", `/api/study-now/${session.id}`)).json(),
    );
    expect(read.steps[0]).toMatchObject({ progress: target, workDone: true });
    const afterReviews = StudySessionSchema.parse((await step(user, session, 0, "complete")).json());
    expect(afterReviews.steps[0]!.state).toBe("done");
    expect(afterReviews.current).toBe(1);
    expect((await step(user, session, 0, "skip")).json()).toMatchObject({
      details: { reason: "STEP_NOT_CURRENT" },
    });

    // The gaps are not fixed, the lesson is not completed: completing is refused, skipping is not.
    expect((await step(user, session, 1, "complete")).json().details.reason).toBe("STEP_NOT_DONE");
    expect((await step(user, session, 1, "skip")).statusCode).toBe(200);
    expect((await step(user, session, 2, "complete")).json().details.reason).toBe("STEP_NOT_DONE");
    expect((await step(user, session, 2, "skip")).statusCode).toBe(200);

    // Practice on the weakest concept, answered right.
    const practice = session.steps[3]!;
    expect((await step(user, session, 3, "complete")).statusCode).toBe(409);
    const set = await fx.call(user, "POST", `/api/learner-model/concepts/${practice.conceptId}/practice`);
    expect(set.statusCode, set.body).toBe(200);
    for (const q of set.json().questions as { id: string }[]) {
      const [item] = await db().select().from(practiceItems).where(eq(practiceItems.id, q.id));
      const res = await fx.call(user, "POST", `/api/learner-model/practice/${q.id}/answer`, {
        answer: item!.answer,
      });
      expect(res.json().correct).toBe(true);
    }
    const done = StudySessionSchema.parse((await step(user, session, 3, "complete")).json());
    expect(done.steps.map((s) => s.state)).toEqual(["done", "skipped", "skipped", "done", "pending"]);
    expect(done.finishedAt).toBeNull();

    const summary = StudySummarySchema.parse(
      (await fx.call(user, "GET", `/api/study-now/${session.id}/summary`)).json(),
    );
    expect(summary.rose.map((c) => c.conceptId)).toContain(practice.conceptId);
    const rose = summary.rose.find((c) => c.conceptId === practice.conceptId)!;
    expect(rose.from).not.toBeNull();
    expect(rose.to).toBeGreaterThan(rose.from!);
    expect(summary).toMatchObject({ dueTomorrow: 1, done: 2, skipped: 2 });

    const finished = StudySessionSchema.parse((await step(user, session, 4, "complete")).json());
    expect(finished.finishedAt).not.toBeNull();
    expect(finished.current).toBeNull();
    // Finished: the next 'Study now' builds a new session.
    expect((await start(user)).id).not.toBe(session.id);
  });

  it("the lesson step completes once the lesson is (here by a passed test-out)", async () => {
    const { user, lessonIds } = await learner();
    const session = await start(user);
    expect(session.steps[0]).toMatchObject({ kind: "lesson", lessonId: lessonIds[0] });
    expect((await step(user, session, 0, "complete")).statusCode).toBe(409);
    const started = await fx.call(user, "POST", `/api/lessons/${lessonIds[0]}/test-out`);
    const [row] = await db()
      .select()
      .from(lessonAssessments)
      .where(eq(lessonAssessments.lessonId, lessonIds[0]!));
    const right = row!.questions.map((q) =>
      q.kind === "choice" ? q.options[q.correctIndex]! : q.modelAnswer,
    );
    const passed = await fx.call(user, "POST", `/api/assessments/lesson/${started.json().id}/submit`, {
      answers: right,
    });
    expect(passed.json().result.passed).toBe(true);
    const read = StudySessionSchema.parse(
      (await fx.call(user, "GET", `/api/study-now/${session.id}`)).json(),
    );
    expect(read.steps[0]!.workDone).toBe(true);
    const done = StudySessionSchema.parse((await step(user, session, 0, "complete")).json());
    expect(done.steps[0]!.state).toBe("done");
    expect(done.current).toBe(1);
  });

  it("the gap-fix step completes once every missed concept's questions are answered right", async () => {
    const { user, lessonIds } = await learner();
    const assessmentId = await failLesson(user, lessonIds[0]!);
    const session = await start(user);
    const gapStep = session.steps.find((s) => s.kind === "gap-fix")!;
    expect(gapStep).toMatchObject({ assessmentId, lessonId: lessonIds[0] });
    for (const s of session.steps.slice(0, gapStep.index)) await step(user, session, s.index, "skip");
    expect((await step(user, session, gapStep.index, "complete")).json().details.reason).toBe(
      "STEP_NOT_DONE",
    );
    const fix = await fx.call(user, "POST", `/api/assessments/lesson/${assessmentId}/fix-gaps`);
    expect(fix.statusCode, fix.body).toBe(200);
    // The part is written into the lesson meanwhile: followed to its end.
    await fx.call(user, "GET", `/api/lessons/${lessonIds[0]}/content-stream`);
    const questions = fix.json().questions as { id: string }[];
    for (const [n, q] of questions.entries()) {
      const [item] = await db().select().from(practiceItems).where(eq(practiceItems.id, q.id));
      await fx.call(user, "POST", `/api/learner-model/practice/${q.id}/answer`, { answer: item!.answer });
      // Not done until the last concept's questions are answered.
      if (n === 0) expect((await step(user, session, gapStep.index, "complete")).statusCode).toBe(409);
    }
    const done = StudySessionSchema.parse((await step(user, session, gapStep.index, "complete")).json());
    expect(done.steps[gapStep.index]!.state).toBe("done");
  });

  it("a next lesson whose concepts are likely known is a test-out", async () => {
    const { user, goalId, lessonIds } = await learner();
    const map = (await fx.call(user, "GET", `/api/learner-model/goals/${goalId}/concepts`)).json();
    const taught = map.concepts.filter((c: { lessons: { id: string }[] }) =>
      c.lessons.some((l) => l.id === lessonIds[0]),
    );
    expect(taught.length).toBeGreaterThan(0);
    // Two 'I already know this' each take a concept past the 'known' line (ADR 0050).
    for (const concept of taught)
      for (let i = 0; i < 2; i++)
        await fx.call(user, "POST", `/api/learner-model/concepts/${concept.id}/self-report`, {
          says: "known",
        });
    const session = await start(user);
    expect(session.steps[0]).toMatchObject({ kind: "lesson", lessonId: lessonIds[0], mode: "test-out" });
  });

  it("resumes today's unfinished session on any device, once even when asked in parallel", async () => {
    const { user, goalId } = await learner(1);
    const [a, b] = await Promise.all([start(user), start(user, { tz: "UTC", goalId })]);
    expect(a.id).toBe(b.id);
    await step(user, a, 0, "skip");
    const again = await start(user);
    expect(again.id).toBe(a.id);
    expect(again.current).toBe(1);
    expect(again.steps[0]!.state).toBe("skipped");
    expect((await fx.call(user, "POST", "/api/study-now", { tz: "Mars/Olympus" })).statusCode).toBe(400);
  });

  it("another learner's session or goal answers 404; no active goal says so", async () => {
    const { user, goalId } = await learner(1);
    const session = await start(user);
    const stranger = await createUser(fx.t);
    for (const url of [`/api/study-now/${session.id}`, `/api/study-now/${session.id}/summary`])
      expect((await fx.call(stranger, "GET", url)).statusCode).toBe(404);
    expect((await step(stranger, session, 0, "skip")).statusCode).toBe(404);
    expect((await step(stranger, session, 0, "complete")).statusCode).toBe(404);
    const theirs = await fx.call(stranger, "POST", "/api/study-now", { goalId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().details?.reason).toBeUndefined();
    const none = await fx.call(stranger, "POST", "/api/study-now", {});
    expect(none.statusCode).toBe(404);
    expect(none.json().details.reason).toBe("NO_ACTIVE_GOAL");
    // The owner's session is untouched.
    expect((await fx.call(user, "GET", `/api/study-now/${session.id}`)).json().current).toBe(0);
  });
});
