import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { bindCall, createPlannedGoal, createUser } from "../../../test/factories.ts";

const LINE = /^Q: .+\nA: .+\nB: .+\nC: .+\nD: .+\nCorrect: [ABCD]$/;
const correctIndex = (text: string) => "ABCD".indexOf(text.slice(-1));

describe("assessments API", () => {
  let t: TestContext;
  let call: ReturnType<typeof bindCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = bindCall(t);
  });
  afterAll(() => t.close());

  it("creates a quiz for a goal or a description, as Q/A-D/Correct text blocks", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const forGoal = await call(user, "POST", "/api/assessments/knowledge/create", { goalId: goal.id });
    expect(forGoal.statusCode).toBe(201);
    expect(forGoal.json().goalId).toBe(goal.id);
    expect(forGoal.json().questions.length).toBeGreaterThan(0);
    for (const q of forGoal.json().questions) {
      expect(q.text).toMatch(LINE);
      // The same content as data: the block's question line and its four options.
      expect(q.text.startsWith(`Q: ${q.question}\n`)).toBe(true);
      expect(q.options).toHaveLength(4);
      for (const [i, option] of (q.options as string[]).entries()) {
        expect(q.text).toContain(`\n${"ABCD"[i]}: ${option}\n`);
      }
    }
    const forText = await call(user, "POST", "/api/assessments/knowledge/create", {
      description: "Learn jazz piano",
    });
    expect(forText.statusCode).toBe(201);
    expect(forText.json().goalId).toBeNull();
    expect((await call(user, "POST", "/api/assessments/knowledge/create", {})).statusCode).toBe(400);
    const stranger = await createUser(t);
    expect(
      (await call(stranger, "POST", "/api/assessments/knowledge/create", { goalId: goal.id })).statusCode,
    ).toBe(404);
  });

  it("scores a submission and reviews it; answers are checked", async () => {
    const user = await createUser(t);
    const quiz = (
      await call(user, "POST", "/api/assessments/knowledge/create", { description: "Learn SQL joins" })
    ).json();
    const url = `/api/assessments/knowledge/${quiz.id}`;
    expect((await call(user, "POST", `${url}/evaluate`, {})).statusCode).toBe(409);
    const answers = quiz.questions.map((q: { id: string; text: string }, i: number) => ({
      questionId: q.id,
      selectedOptionIndex: i === 0 ? (correctIndex(q.text) + 1) % 4 : correctIndex(q.text),
    }));
    const res = await call(user, "POST", `${url}/submit`, { answers });
    expect(res.statusCode).toBe(200);
    const total = quiz.questions.length;
    expect(res.json()).toEqual({ score: Math.round((100 * (total - 1)) / total), correct: total - 1, total });
    const review = (await call(user, "POST", `${url}/evaluate`)).json();
    expect(review.correct).toBe(total - 1);
    expect(review.questions[0]).toMatchObject({
      isCorrect: false,
      correctOptionIndex: correctIndex(quiz.questions[0].text),
    });
    const perfect = answers.map((a: { questionId: string }, i: number) => ({
      ...a,
      selectedOptionIndex: correctIndex(quiz.questions[i].text),
    }));
    expect((await call(user, "POST", `${url}/evaluate`, { userAnswers: perfect })).json().score).toBe(100);

    const badIndex = await call(user, "POST", `${url}/submit`, {
      answers: [{ questionId: quiz.questions[0].id, selectedOptionIndex: 4 }],
    });
    expect(badIndex.statusCode).toBe(400);
    const unknown = await call(user, "POST", `${url}/submit`, {
      answers: [{ questionId: crypto.randomUUID(), selectedOptionIndex: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    const stranger = await createUser(t);
    expect((await call(stranger, "POST", `${url}/submit`, { answers })).statusCode).toBe(404);
    expect((await call(stranger, "POST", `${url}/evaluate`, { userAnswers: answers })).statusCode).toBe(404);
  });

  it("topic-based flow: topics with questions, then an evaluation per topic", async () => {
    const user = await createUser(t);
    const goal = await createPlannedGoal(t, user);
    const res = await call(user, "POST", `/api/goals/${goal.id}/topic-assessment`);
    expect(res.statusCode).toBe(201);
    const { topics } = res.json();
    expect(topics.length).toBeGreaterThan(0);
    expect(topics[0].questions[0]).toMatchObject({
      question: expect.any(String),
      type: expect.stringMatching(/multiple-choice|open-ended/),
    });
    const submission = {
      topics: topics.map(
        (topic: {
          title: string;
          questions: { question: string; type: string; options: string[]; correctAnswer?: string }[];
        }) => ({
          topicTitle: topic.title,
          answers: topic.questions.map((q, i) => ({
            questionIndex: i,
            questionType: q.type,
            question: q.question,
            answer:
              q.type === "multiple-choice"
                ? (q.correctAnswer ?? q.options[0] ?? "")
                : "I have used this at work for years.",
            ...(q.type === "multiple-choice" ? { correctAnswer: q.correctAnswer } : {}),
          })),
        }),
      ),
    };
    const evaluated = await call(user, "POST", `/api/goals/${goal.id}/topic-assessment/submit`, submission);
    expect(evaluated.statusCode).toBe(200);
    expect(evaluated.json().topics.map((t: { title: string }) => t.title)).toEqual(
      topics.map((t: { title: string }) => t.title),
    );
    expect(
      evaluated
        .json()
        .topics.every((t: { recommendToComplete: unknown }) => typeof t.recommendToComplete === "boolean"),
    ).toBe(true);
    expect(
      (await call(user, "POST", `/api/goals/${goal.id}/topic-assessment/submit`, { topics: [] })).statusCode,
    ).toBe(400);
    const stranger = await createUser(t);
    expect((await call(stranger, "POST", `/api/goals/${goal.id}/topic-assessment`)).statusCode).toBe(404);
    expect(
      (await call(stranger, "POST", `/api/goals/${goal.id}/topic-assessment/submit`, submission)).statusCode,
    ).toBe(404);
  });
});
