import { type PracticeExam, PracticeExamSchema } from "@brainy/contract";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  firstSectionLessons,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { useSecondInstance } from "../../../test/second-instance.ts";
import {
  aiCalls,
  learnerEvidence,
  practiceExamItems,
  practiceExams,
  reviewCardConcepts,
  reviewCards,
  usageEvents,
} from "../../db/schema/index.ts";

describe("practice exams (issue 38)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const second = useSecondInstance(fx);
  const db = () => fx.t.handle.db;

  /** A learner with a planned goal whose first lesson is written with its assessment (the bank). */
  async function learner(options: { pro?: boolean } = { pro: true }) {
    const user = await createUser(fx.t);
    if (options.pro) await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const [first] = await firstSectionLessons(fx.t, user.id);
    const testOut = await fx.call(user, "POST", `/api/lessons/${first!.id}/test-out`);
    expect(testOut.statusCode, testOut.body).toBe(200);
    const courseId = goal.courses.find((c) => c.isActive)!.id;
    return { user, goalId: goal.id, courseId };
  }
  const start = (user: TestUser, body: Record<string, unknown>) =>
    fx.call(user, "POST", "/api/practice-exams", body);
  const keys = async (examId: string) =>
    db()
      .select()
      .from(practiceExamItems)
      .where(eq(practiceExamItems.examId, examId))
      .orderBy(practiceExamItems.position);
  const answer = (user: TestUser, examId: string, position: number, text: string) =>
    fx.call(user, "PUT", `/api/practice-exams/${examId}/items/${position}/answer`, { answer: text });

  it("mixes the bank with fresh items, saves answers for resume, grades once (MC and open), makes cards and evidence", async () => {
    const { user, goalId, courseId } = await learner();
    const started = await start(user, { goalId, courseId, size: 10, timed: false });
    expect(started.statusCode, started.body).toBe(201);
    const exam = PracticeExamSchema.parse(started.json());
    expect(exam).toMatchObject({ status: "in_progress", size: 10, deadline: null, score: null, report: [] });
    expect(exam.items).toHaveLength(10);
    expect(started.body).not.toContain("answerKey");
    expect(exam.items.every((i) => i.result === null)).toBe(true);
    const rows = await keys(exam.id);
    expect(rows.filter((r) => r.origin === "bank").length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.origin === "fresh").length).toBeGreaterThan(0);
    expect(rows.some((r) => r.kind === "open")).toBe(true);
    expect(rows.every((r) => r.conceptId !== null)).toBe(true);

    // Answer all but the last: the first choice item wrong, the rest right (an open one by its model answer).
    const wrong = rows.find((r) => r.kind === "choice")!;
    for (const row of rows.slice(0, -1)) {
      const text = row === wrong ? row.options.find((o) => o !== row.answerKey)! : row.answerKey;
      const saved = await answer(user, exam.id, row.position, text);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // Resume: another device reads the answers as saved, and the in-progress list counts them.
    const resumed = PracticeExamSchema.parse(
      (await fx.call(user, "GET", `/api/practice-exams/${exam.id}`)).json(),
    );
    expect(resumed.items.filter((i) => i.answer !== null)).toHaveLength(9);
    const open = (await fx.call(user, "GET", "/api/practice-exams/in-progress")).json();
    expect(open.exams).toEqual([expect.objectContaining({ id: exam.id, answered: 9, size: 10 })]);
    // A second exam of the goal waits for this one.
    const second = await start(user, { goalId, courseId: null, size: 10, timed: false });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ details: { reason: "EXAM_IN_PROGRESS", examId: exam.id } });

    const openItems = rows.slice(0, -1).filter((r) => r.kind === "open").length;
    const gradesBefore = await countGrades(user.id);
    // Parallel submits: graded once, both answer the same report.
    const [a, b] = await Promise.all([
      fx.call(user, "POST", `/api/practice-exams/${exam.id}/submit`),
      fx.call(user, "POST", `/api/practice-exams/${exam.id}/submit`),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const report: PracticeExam = PracticeExamSchema.parse(a.json());
    expect(PracticeExamSchema.parse(b.json())).toMatchObject({ status: "submitted", score: report.score });
    expect(report.status).toBe("submitted");
    expect(report.score).toBe(80);
    expect(await countGrades(user.id)).toBe(gradesBefore + openItems);
    expect(report.items.every((i) => i.result !== null)).toBe(true);
    const missed = report.items.filter((i) => !i.result!.correct);
    expect(missed).toHaveLength(2);
    expect(report.items.find((i) => i.position === wrong.position)!.result).toMatchObject({
      correct: false,
      correctAnswer: wrong.answerKey,
    });
    // The report by concept, weakest first, covers every item.
    expect(report.report.reduce((n, c) => n + c.items, 0)).toBe(10);
    expect(report.report[0]!.score).toBeLessThan(100);
    expect(report.report.map((c) => c.score)).toEqual(
      [...report.report.map((c) => c.score)].sort((x, y) => x - y),
    );

    // Every answer is evidence, once; each missed item a card tagged with its concept.
    const evidence = await db()
      .select()
      .from(learnerEvidence)
      .where(and(eq(learnerEvidence.userId, user.id), like(learnerEvidence.itemKey, `exam:${exam.id}:%`)));
    expect(evidence).toHaveLength(9);
    expect(evidence.every((e) => e.kind === "exam")).toBe(true);
    expect(evidence.filter((e) => e.score < 0.5)).toHaveLength(1);
    expect(report.cardsMade).toBe(2);
    const cards = await db()
      .select({ id: reviewCards.id, concept: reviewCardConcepts.conceptId })
      .from(reviewCards)
      .innerJoin(reviewCardConcepts, eq(reviewCardConcepts.cardId, reviewCards.id))
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.front, wrong.question)));
    expect(cards).toEqual([expect.objectContaining({ concept: wrong.conceptId })]);

    // Answers after submission: 409; the report stays.
    const late = await answer(user, exam.id, 0, rows[0]!.answerKey);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ details: { reason: "EXAM_SUBMITTED" } });
    expect((await fx.call(user, "GET", "/api/practice-exams/in-progress")).json().exams).toEqual([]);
  });

  async function countGrades(userId: string) {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, userId), eq(aiCalls.task, "grade-open-answer")));
    return row!.n;
  }

  it("a timer that runs out: answers 409 and the exam is submitted with what was answered", async () => {
    const { user, goalId } = await learner();
    const exam = PracticeExamSchema.parse((await start(user, { goalId, size: 10, timed: true })).json());
    expect(exam.courseId).toBeNull();
    const minutes = (Date.parse(exam.deadline!) - Date.parse(exam.createdAt)) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThan(16);
    const [first] = await keys(exam.id);
    expect((await answer(user, exam.id, 0, first!.answerKey)).statusCode).toBe(200);
    await db()
      .update(practiceExams)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(practiceExams.id, exam.id));
    const late = await answer(user, exam.id, 1, "anything");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ details: { reason: "TIME_UP" } });
    const read = PracticeExamSchema.parse(
      (await fx.call(user, "GET", `/api/practice-exams/${exam.id}`)).json(),
    );
    expect(read).toMatchObject({ status: "submitted", expired: true, score: 10 });
    expect(read.items.filter((i) => i.answer !== null)).toHaveLength(1);

    // An exam left to run out is submitted on the next read (the in-progress list).
    const next = PracticeExamSchema.parse((await start(user, { goalId, size: 10, timed: true })).json());
    await db()
      .update(practiceExams)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(practiceExams.id, next.id));
    expect((await fx.call(user, "GET", "/api/practice-exams/in-progress")).json().exams).toEqual([]);
    const [row] = await db().select().from(practiceExams).where(eq(practiceExams.id, next.id));
    expect(row).toMatchObject({ status: "submitted", expired: true, score: 0 });

    // A grading left by a process that stopped three minutes ago is taken over by the next read.
    const third = PracticeExamSchema.parse((await start(user, { goalId, size: 10, timed: false })).json());
    await db()
      .update(practiceExams)
      .set({ status: "grading", gradingAt: sql`now() - interval '3 minutes'` })
      .where(eq(practiceExams.id, third.id));
    const taken = PracticeExamSchema.parse(
      (await fx.call(user, "GET", `/api/practice-exams/${third.id}`)).json(),
    );
    expect(taken).toMatchObject({ status: "submitted", score: 0, expired: false });
  });

  it("limits: Free 1 a week (402 with when it resets, one of parallel starts), Pro 10 a day (429 with when it resets)", async () => {
    const free = await learner({ pro: false });
    const starts = await Promise.all(
      [0, 1, 2].map(() => start(free.user, { goalId: free.goalId, size: 10, timed: false })),
    );
    expect(starts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const first = starts.find((r) => r.statusCode === 201)!.json();
    await fx.call(free.user, "POST", `/api/practice-exams/${first.id}/submit`);
    const refused = await start(free.user, { goalId: free.goalId, size: 10, timed: false });
    expect(refused.statusCode).toBe(402);
    const details = refused.json().details;
    expect(details).toMatchObject({ reason: "PRACTICE_EXAM_LIMIT", limit: 1 });
    const days = (Date.parse(details.resetsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const pro = await createUser(fx.t);
    await makePro(fx.t, pro.id);
    const goal = await createPlannedGoal(fx.t, pro);
    await db()
      .insert(usageEvents)
      .values(Array.from({ length: 10 }, () => ({ userId: pro.id, kind: "practice-exam" })));
    const busy = await start(pro, { goalId: goal.id, size: 20, timed: false });
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      error: "RATE_LIMIT_EXCEEDED",
      details: { reason: "PRACTICE_EXAM_LIMIT", limit: 10 },
    });
    expect(Date.parse(busy.json().details.resetsAt)).toBeGreaterThan(Date.now());
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("parallel starts on one goal make one exam; the others answer 409 and take nothing", async () => {
    const { user, goalId } = await learner();
    const starts = await Promise.all([0, 1, 2].map(() => start(user, { goalId, size: 10, timed: false })));
    const made = starts.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const refused of starts.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        details: { reason: "EXAM_IN_PROGRESS", examId: made[0]!.json().id },
      });
    }
    const uses = await db()
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.kind, "practice-exam")));
    expect(uses).toHaveLength(1);
  });

  it("20 starts at once on Pro with 9 of 10 used today, over two goals, make exactly one exam", async () => {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goals = [await createPlannedGoal(fx.t, user), await createPlannedGoal(fx.t, user)];
    await db()
      .insert(usageEvents)
      .values(Array.from({ length: 9 }, () => ({ userId: user.id, kind: "practice-exam" })));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => start(user, { goalId: goals[n % 2]!.id, size: 10, timed: false })),
    );
    // One exam in all: the other goal's starts meet the day's limit (429), the same goal's the exam in progress (409).
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => [201, 409, 429].includes(a.statusCode))).toBe(true);
    expect(answers.some((a) => a.statusCode === 429)).toBe(true);
    const uses = await db()
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.kind, "practice-exam")));
    expect(uses).toHaveLength(10);
    expect(await db().select().from(practiceExams).where(eq(practiceExams.userId, user.id))).toHaveLength(1);
  });

  it("parallel starts on two instances (PostgreSQL; one on PGlite) pass the Free limit once", async () => {
    const user = await createUser(fx.t);
    const goal = await createPlannedGoal(fx.t, user);
    const other = second.instance()?.app ?? fx.t.app;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        (n % 2 ? other : fx.t.app).inject({
          method: "POST",
          url: "/api/practice-exams",
          headers: { ...user.auth, "content-type": "application/json" },
          payload: JSON.stringify({ goalId: goal.id, size: 10, timed: false }),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => [201, 402, 409].includes(a.statusCode))).toBe(true);
    const uses = await db()
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.id), eq(usageEvents.kind, "practice-exam")));
    expect(uses).toHaveLength(1);
  });

  it("another learner's exam or goal is 404; bad input is 400", async () => {
    const { user, goalId, courseId } = await learner();
    const other = await createUser(fx.t);
    await makePro(fx.t, other.id);
    expect((await start(other, { goalId, courseId, size: 10, timed: false })).statusCode).toBe(404);
    const exam = (await start(user, { goalId, courseId, size: 10, timed: false })).json();
    expect((await fx.call(other, "GET", `/api/practice-exams/${exam.id}`)).statusCode).toBe(404);
    expect((await answer(other, exam.id, 0, "x")).statusCode).toBe(404);
    expect((await fx.call(other, "POST", `/api/practice-exams/${exam.id}/submit`)).statusCode).toBe(404);
    expect((await fx.call(other, "GET", "/api/practice-exams/in-progress")).json().exams).toEqual([]);

    expect((await start(user, { goalId, size: 15, timed: false })).statusCode).toBe(400);
    const choice = (await keys(exam.id)).find((r) => r.kind === "choice")!;
    expect((await answer(user, exam.id, choice.position, "not one of them")).statusCode).toBe(400);
    expect((await answer(user, exam.id, 39, "x")).statusCode).toBe(404);
    expect((await answer(user, exam.id, 40, "x")).statusCode).toBe(400);
  });
});
