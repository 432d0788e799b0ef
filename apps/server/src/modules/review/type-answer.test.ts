import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, type TestUser, useTestApp } from "../../../test/factories.ts";
import { aiCalls, reviewLogs } from "../../db/schema/index.ts";
import { cardQuestionAndAnswer } from "./service.ts";

describe("'Type your answer': the AI grader suggests, the learner grades", () => {
  const fx = useTestApp();

  async function makeCard(user: TestUser, body: Record<string, unknown>) {
    const res = await fx.call(user, "POST", "/api/review/cards", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; reps: number };
  }
  const suggest = (user: TestUser, id: string, answer: unknown) =>
    fx.call(user, "POST", `/api/review/cards/${id}/suggest-rating`, { answer });

  it("suggests a rating from the typed answer (demo: compared with the card's answer) without grading", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user, {
      front: "What does FSRS stand for?",
      back: "Free Spaced Repetition Scheduler",
    });
    const right = await suggest(user, card.id, "free spaced repetition scheduler");
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ rating: 3, feedback: expect.stringContaining("card's answer") });
    expect((await suggest(user, card.id, "spaced repetition")).json().rating).toBe(2);
    expect((await suggest(user, card.id, "no idea")).json().rating).toBe(1);
    expect((await suggest(user, card.id, "")).json().rating).toBe(1);
    // A suggestion is not a review: the card is unchanged, and the learner's grade is the one kept.
    expect(await fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.userId, user.id))).toEqual([]);
    const graded = await fx.call(user, "POST", `/api/review/cards/${card.id}/grade`, {
      rating: 4,
      durationMs: 5000,
      reps: 0,
    });
    expect(graded.statusCode).toBe(200);
    const [log] = await fx.t.handle.db.select().from(reviewLogs).where(eq(reviewLogs.userId, user.id));
    expect(log!.rating).toBe(4);
    // Each suggestion is an AI call of the learner's, recorded under the task's name.
    const calls = await fx.t.handle.db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, user.id), eq(aiCalls.task, "grade-review-answer")));
    expect(calls).toHaveLength(4);
  });

  it("compares a cloze's hidden parts", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user, {
      kind: "cloze",
      front: "The {{c1::mitochondria}} make ATP",
      back: "",
    });
    expect((await suggest(user, card.id, "Mitochondria")).json().rating).toBe(3);
    expect(
      cardQuestionAndAnswer({
        kind: "cloze",
        front: "{{c1::Paris}} is in {{c2::France::country}}",
        back: "",
      }),
    ).toEqual({ question: "[…] is in […]", expectedAnswer: "Paris, France" });
  });

  it("answers 404 for another user's card and 400 for bad input", async () => {
    const user = await createUser(fx.t);
    const card = await makeCard(user, { front: "Question?", back: "Answer" });
    const other = await createUser(fx.t);
    expect((await suggest(other, card.id, "Answer")).statusCode).toBe(404);
    expect((await suggest(user, card.id, "x".repeat(2001))).statusCode).toBe(400);
    expect((await suggest(user, card.id, 42)).statusCode).toBe(400);
    expect((await suggest(user, "not-a-uuid", "Answer")).statusCode).toBe(400);
  });
});
