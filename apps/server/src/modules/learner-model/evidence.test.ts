import type { ConceptMap, ConceptView, LessonBlock } from "@brainy/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  makePro,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import {
  concepts,
  goals,
  learnerEvidence,
  lessonAssessments,
  lessonConcepts,
  lessons,
  lessonWork,
  reviewCardConcepts,
  roadmaps,
  users,
} from "../../db/schema/index.ts";

describe("evidence from every answer moves the learner model (issue 37)", () => {
  const fx = useTestApp({ AI_DEMO_STEP_MS: "0" });
  const db = () => fx.t.handle.db;

  /** A Pro learner with a planned goal and its first lesson written (checkpoints, assessment, cards). */
  async function learner() {
    const user = await createUser(fx.t);
    await makePro(fx.t, user.id);
    const goal = await createPlannedGoal(fx.t, user);
    const [first] = await db()
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(and(eq(lessons.userId, user.id), eq(roadmaps.order, 0), eq(lessons.order, 0)))
      .limit(1);
    const lessonId = first!.id;
    const written = await fx.call(user, "POST", `/api/lessons/${lessonId}/generate-content`);
    expect(written.statusCode, written.body).toBe(200);
    const [row] = await db()
      .select({ content: lessons.content })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    const blocks = row!.content!.blocks as LessonBlock[];
    const checkpoints = blocks.flatMap((b, index) => (b.type === "checkpoint" ? [{ ...b, index }] : []));
    return { user, goalId: goal.id, lessonId, checkpoints };
  }
  const map = async (user: TestUser, goalId: string) => {
    const res = await fx.call(user, "GET", `/api/learner-model/goals/${goalId}/concepts`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConceptMap;
  };
  const conceptOf = async (user: TestUser, id: string) =>
    (await fx.call(user, "GET", `/api/learner-model/concepts/${id}`)).json().concept as ConceptView;
  const evidenceOf = (userId: string, kind?: string) =>
    db()
      .select()
      .from(learnerEvidence)
      .where(and(eq(learnerEvidence.userId, userId), kind ? eq(learnerEvidence.kind, kind) : undefined))
      .orderBy(asc(learnerEvidence.at));
  const lessonConceptIds = async (lessonId: string) =>
    (await db().select().from(lessonConcepts).where(eq(lessonConcepts.lessonId, lessonId))).map(
      (l) => l.conceptId,
    );

  it("a checkpoint is checked on the server: its first answer is evidence on its concepts, once, even sent in parallel", async () => {
    const { user, goalId, lessonId, checkpoints } = await learner();
    const choice = checkpoints.find((c) => c.choices.length > 0)!;
    expect(choice.concepts?.length).toBeGreaterThan(0);
    const before = await map(user, goalId);
    expect(before.concepts.every((c) => !c.practised && c.mastery === null && c.level === "new")).toBe(true);
    const wrong = choice.choices.find((c) => c !== choice.answer)!;
    const url = `/api/lessons/${lessonId}/checkpoints/${choice.index}/answer`;
    // Not one of its choices: 400; another learner's lesson: 404; a block that is not a checkpoint: 404.
    expect((await fx.call(user, "POST", url, { answer: "something else" })).statusCode).toBe(400);
    const other = await createUser(fx.t);
    expect((await fx.call(other, "POST", url, { answer: wrong })).statusCode).toBe(404);
    expect(
      (await fx.call(user, "POST", `/api/lessons/${lessonId}/checkpoints/0/answer`, { answer: "x" }))
        .statusCode,
    ).toBe(404);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => fx.call(user, "POST", url, { answer: wrong })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().correct)).toEqual([false, false, false, false]);
    expect(answers.filter((a) => a.json().recorded)).toHaveLength(1);
    expect(answers[0]!.json().answer).toBe(choice.answer);
    const rows = await evidenceOf(user.id, "checkpoint");
    const named = (await db().select().from(concepts).where(eq(concepts.goalId, goalId))).filter((c) =>
      choice.concepts!.map((n) => n.toLowerCase()).includes(c.name.toLowerCase()),
    );
    expect(rows.map((r) => r.conceptId).sort()).toEqual(named.map((c) => c.id).sort());
    expect(rows.every((r) => r.score === 0)).toBe(true);
    // A retry after seeing the answer is checked but is not evidence.
    const retry = await fx.call(user, "POST", url, { answer: choice.answer });
    expect(retry.json()).toMatchObject({ correct: true, recorded: false });

    const after = await map(user, goalId);
    const wrongConcept = after.concepts.find((c) => c.id === named[0]!.id)!;
    const prior = before.concepts.find((c) => c.id === named[0]!.id)!;
    expect(wrongConcept).toMatchObject({ practised: true, evidence: { answers: 1, right: 0, total: 1 } });
    expect(wrongConcept.mastery!).toBeLessThan(0.5);
    expect(prior.practised).toBe(false);
    expect(after.weakSpots[0]).toBe(wrongConcept.id);
    // /home's weakest concepts across goals: this one first.
    const weakest = await fx.call(user, "GET", "/api/learner-model/weakest");
    expect(weakest.statusCode, weakest.body).toBe(200);
    expect(weakest.json().concepts[0]).toMatchObject({ id: wrongConcept.id, goalId });

    // The fill-in checkpoint answered right moves its concept up.
    const fill = checkpoints.find((c) => c.choices.length === 0)!;
    const right = await fx.call(user, "POST", `/api/lessons/${lessonId}/checkpoints/${fill.index}/answer`, {
      answer: fill.answer.toUpperCase(),
      durationMs: 4200,
    });
    expect(right.json()).toMatchObject({ correct: true, recorded: true });
    const rightRow = (await evidenceOf(user.id, "checkpoint")).find((r) => r.score === 1)!;
    expect(rightRow.durationMs).toBe(4200);
    const rightConcept = (await map(user, goalId)).concepts.find((c) => c.id === rightRow.conceptId)!;
    expect(rightConcept.mastery!).toBeGreaterThan(wrongConcept.mastery!);
  });

  it("an assessment's answers, card ratings, self-reports and practice each reach the log and move the model their way", async () => {
    const { user, goalId, lessonId } = await learner();
    const assessment = await fx.call(user, "POST", `/api/lessons/${lessonId}/assessment`);
    expect(assessment.statusCode, assessment.body).toBe(200);
    const [key] = await db().select().from(lessonAssessments).where(eq(lessonAssessments.lessonId, lessonId));
    expect(key!.questions.every((q) => (q.concepts?.length ?? 0) > 0)).toBe(true);
    // Every answer wrong: the assessment's concepts fall; the missed questions' cards name them.
    const wrong = key!.questions.map((q) =>
      q.kind === "choice" ? q.options[(q.correctIndex + 1) % 4]! : "no idea",
    );
    const submit = () =>
      fx.call(user, "POST", `/api/assessments/lesson/${key!.id}/submit`, { answers: wrong });
    const submits = await Promise.all([submit(), submit()]);
    expect(submits.map((s) => s.statusCode)).toEqual([200, 200]);
    const graded = await evidenceOf(user.id, "assessment");
    // Two parallel submits of one attempt record one piece of evidence per question and concept.
    expect(new Set(graded.map((g) => `${g.itemKey}|${g.conceptId}`)).size).toBe(graded.length);
    expect(new Set(graded.map((g) => g.itemKey)).size).toBe(key!.questions.length);
    const weak = (await map(user, goalId)).concepts.filter((c) => graded.some((g) => g.conceptId === c.id));
    expect(weak.every((c) => c.practised && c.mastery! < 0.5 && c.evidence.right === 0)).toBe(true);

    // A card of the lesson names its concepts; Again is wrong, Good right.
    const cards = (await fx.call(user, "GET", `/api/review/cards?lessonId=${lessonId}`)).json() as {
      id: string;
      source: string;
    }[];
    const card = cards.find((c) => c.source === "lesson")!;
    const [link] = await db().select().from(reviewCardConcepts).where(eq(reviewCardConcepts.cardId, card.id));
    expect(await lessonConceptIds(lessonId)).toContain(link!.conceptId);
    const missed = cards.find((c) => c.source === "missed-question")!;
    expect(
      (await db().select().from(reviewCardConcepts).where(eq(reviewCardConcepts.cardId, missed.id))).length,
    ).toBeGreaterThan(0);
    const beforeCard = await conceptOf(user, link!.conceptId);
    const again = await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
      rating: 1,
      durationMs: 800,
      reps: 0,
    });
    expect(again.statusCode, again.body).toBe(200);
    const afterAgain = await conceptOf(user, link!.conceptId);
    expect(afterAgain.evidence.total).toBe(beforeCard.evidence.total + 1);
    expect((await evidenceOf(user.id, "card")).map((e) => e.score)).toContain(0);
    // Undo takes the rating back from the model too; Good then counts as right.
    expect((await fx.call(user, "POST", "/api/review/undo")).statusCode).toBe(200);
    expect((await conceptOf(user, link!.conceptId)).evidence.total).toBe(beforeCard.evidence.total);
    await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
      rating: 3,
      durationMs: 800,
      reps: 0,
    });
    const afterGood = await conceptOf(user, link!.conceptId);
    expect(afterGood.evidence.right).toBe(beforeCard.evidence.right + 1);
    expect(afterGood.mastery!).toBeGreaterThan(afterAgain.mastery!);

    // Self-reports: the change is answered, weaker than answers, and sent twice counts once.
    const target = weak[0]!;
    const says = (s: string) =>
      fx.call(user, "POST", `/api/learner-model/concepts/${target.id}/self-report`, { says: s });
    const known = await Promise.all([says("known"), says("known")]);
    expect(known.filter((k) => k.json().recorded)).toHaveLength(1);
    const change = known.find((k) => k.json().recorded)!.json();
    expect(change.concept.mastery).toBeGreaterThan(change.before.mastery);
    expect(change.concept.evidence.selfReport).toBe("known");
    expect(change.concept.evidence.answers).toBe(change.before.evidence.answers);
    const unknown = (await says("unknown")).json();
    expect(unknown.concept.mastery).toBeLessThan(unknown.before.mastery);
    expect(unknown.concept.evidence.selfReport).toBe("unknown");

    // Practice: fresh questions graded on the server; the first answer is evidence.
    const set = await fx.call(user, "POST", `/api/learner-model/concepts/${target.id}/practice`);
    expect(set.statusCode, set.body).toBe(200);
    const practice = set.json();
    expect(practice.questions.length).toBeGreaterThan(0);
    expect(practice.questions[0]).not.toHaveProperty("answer");
    const question = practice.questions.find((q: { choices: string[] }) => q.choices.length > 0);
    expect(
      (await fx.call(user, "POST", `/api/learner-model/practice/${question.id}/answer`, { answer: "nope" }))
        .statusCode,
    ).toBe(400);
    const other = await createUser(fx.t);
    expect(
      (
        await fx.call(other, "POST", `/api/learner-model/practice/${question.id}/answer`, {
          answer: target.name,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await fx.call(other, "POST", `/api/learner-model/concepts/${target.id}/practice`)).statusCode,
    ).toBe(404);
    expect((await fx.call(other, "GET", `/api/learner-model/concepts/${target.id}`)).statusCode).toBe(404);
    expect(
      (
        await fx.call(other, "POST", `/api/learner-model/concepts/${target.id}/self-report`, {
          says: "known",
        })
      ).statusCode,
    ).toBe(404);
    expect((await fx.call(other, "GET", `/api/learner-model/goals/${goalId}/concepts`)).statusCode).toBe(404);
    const before = await conceptOf(user, target.id);
    const answered = await fx.call(user, "POST", `/api/learner-model/practice/${question.id}/answer`, {
      answer: target.name,
    });
    expect(answered.json()).toMatchObject({ correct: true, recorded: true });
    expect(answered.json().concept.mastery).toBeGreaterThan(before.mastery!);
    const again2 = await fx.call(user, "POST", `/api/learner-model/practice/${question.id}/answer`, {
      answer: target.name,
    });
    expect(again2.json().recorded).toBe(false);
    expect(new Set((await evidenceOf(user.id)).map((e) => e.kind))).toEqual(
      new Set(["assessment", "card", "self_report", "practice"]),
    );
    const detail = (await fx.call(user, "GET", `/api/learner-model/concepts/${target.id}`)).json();
    expect(detail.recent[0].kind).toBe("practice");
  });

  it("a topic assessment and a quiz-me reply are evidence too", async () => {
    const { user, goalId, lessonId } = await learner();
    const created = await fx.call(user, "POST", `/api/goals/${goalId}/topic-assessment`);
    expect(created.statusCode, created.body).toBe(201);
    const { topics } = created.json() as {
      topics: {
        title: string;
        questions: { question: string; type: string; options: string[]; correctAnswer?: string }[];
      }[];
    };
    expect(JSON.stringify(topics)).not.toContain('"concepts"');
    const submission = {
      topics: topics.map((t) => ({
        topicTitle: t.title,
        answers: t.questions.map((q, questionIndex) => ({
          questionIndex,
          questionType: q.type,
          question: q.question,
          // The client's claimed key is ignored: the stored one grades.
          answer: q.type === "multiple-choice" ? q.correctAnswer! : "A long enough open answer about it all.",
          correctAnswer: q.type === "multiple-choice" ? "not the key" : undefined,
        })),
      })),
    };
    const submitted = await fx.call(user, "POST", `/api/goals/${goalId}/topic-assessment/submit`, submission);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const topicRows = await evidenceOf(user.id, "topic_assessment");
    expect(topicRows.length).toBeGreaterThanOrEqual(topics.length);
    expect(topicRows.filter((r) => r.score === 1).length).toBeGreaterThanOrEqual(topics.length);

    // Quiz me: the tutor asks, the learner answers the lesson's checkpoint right.
    const ask = await fx.call(user, "POST", "/api/chat", { message: "Quiz me", lessonId, mode: "quiz" });
    expect(ask.statusCode, ask.body).toBe(200);
    const [row] = await db()
      .select({ content: lessons.content })
      .from(lessons)
      .where(eq(lessons.id, lessonId));
    const first = (row!.content!.blocks as LessonBlock[]).find((b) => b.type === "checkpoint")!;
    const reply = await fx.call(user, "POST", "/api/chat", {
      message: first.type === "checkpoint" ? first.answer : "",
      lessonId,
      mode: "quiz",
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const quiz = await evidenceOf(user.id, "quiz_me");
    expect(quiz.length).toBeGreaterThan(0);
    expect(quiz.every((q) => q.score === 1)).toBe(true);
    expect(await lessonConceptIds(lessonId)).toEqual(expect.arrayContaining(quiz.map((q) => q.conceptId)));
  });

  it("records in a constant number of statements however long the log; a deleted goal takes its evidence, the account all", async () => {
    const { user, goalId, lessonId, checkpoints } = await learner();
    const [concept] = await db().select().from(concepts).where(eq(concepts.goalId, goalId)).limit(1);
    // The lesson's own work (illustration, assessment, cards) done first: its statements are not counted.
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(lessonWork)
              .where(and(eq(lessonWork.lessonId, lessonId), inArray(lessonWork.state, ["queued", "running"])))
          ).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    const { recordEvidence } = await import("./evidence.ts");
    const statements = async (n: number) => {
      const before = fx.t.handle.stats.queries;
      await recordEvidence({
        db: db(),
        userId: user.id,
        evidence: [
          { conceptIds: [concept!.id], itemKey: `test:${n}:${Math.random()}`, kind: "practice", score: 1 },
        ],
      });
      return fx.t.handle.stats.queries - before;
    };
    await statements(-1); // the first use of the statements (PGlite analyses a new table once)
    const small = await statements(0);
    await db().execute(sql`
      insert into learner_evidence (user_id, goal_id, concept_id, item_key, kind, score, at)
      select ${user.id}::uuid, ${goalId}::uuid, ${concept!.id}::uuid, 'bulk:' || g, 'practice', (g % 2)::real, now() - (g || ' minutes')::interval
      from generate_series(1, 2000) g`);
    expect(await statements(1)).toBe(small);
    expect(small).toBeLessThanOrEqual(5);

    await fx.call(user, "POST", `/api/lessons/${lessonId}/checkpoints/${checkpoints[0]!.index}/answer`, {
      answer: checkpoints[0]!.answer,
    });
    const exported = await fx.call(user, "GET", "/api/learner-model/export");
    expect(exported.statusCode).toBe(200);
    expect(exported.json().evidence.length).toBeGreaterThan(2000);
    // Deleting a lesson keeps its concepts' evidence; deleting the goal takes it all.
    await db().delete(lessons).where(eq(lessons.id, lessonId));
    expect((await evidenceOf(user.id)).length).toBeGreaterThan(2000);
    const deleted = await fx.call(user, "DELETE", `/api/goals/${goalId}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await evidenceOf(user.id)).toHaveLength(0);
    expect(await db().select().from(concepts).where(eq(concepts.goalId, goalId))).toHaveLength(0);
    // The account's evidence goes with the account.
    const second = await learner();
    await fx.call(
      second.user,
      "POST",
      `/api/lessons/${second.lessonId}/checkpoints/${second.checkpoints[0]!.index}/answer`,
      {
        answer: second.checkpoints[0]!.answer,
      },
    );
    expect((await evidenceOf(second.user.id)).length).toBeGreaterThan(0);
    await db().delete(users).where(eq(users.id, second.user.id));
    expect(await evidenceOf(second.user.id)).toHaveLength(0);
    expect(await db().select().from(goals).where(eq(goals.userId, second.user.id))).toHaveLength(0);
  });
});
