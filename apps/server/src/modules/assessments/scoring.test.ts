import { describe, expect, it } from "vitest";
import { scoreAnswers, toQuestionText } from "./scoring.ts";

const question = (correctIndex: number) => ({
  id: crypto.randomUUID(),
  question: "Which keyword defines a function in Python?",
  options: ["func", "def", "lambda", "fn"],
  correctIndex,
});

describe("simple assessment scoring", () => {
  it("writes the spec's text block", () => {
    expect(toQuestionText(question(1))).toBe(
      "Q: Which keyword defines a function in Python?\nA: func\nB: def\nC: lambda\nD: fn\nCorrect: B",
    );
  });

  it("scores in percent; unanswered questions are wrong", () => {
    const qs = [question(1), question(2), question(0)];
    const result = scoreAnswers(qs, [
      { questionId: qs[0]!.id, selectedOptionIndex: 1 },
      { questionId: qs[1]!.id, selectedOptionIndex: 0 },
    ]);
    expect(result).toMatchObject({ score: 33, correct: 1, total: 3 });
    expect(result.questions[2]).toEqual({
      questionId: qs[2]!.id,
      selectedOptionIndex: null,
      correctOptionIndex: 0,
      isCorrect: false,
    });
  });

  it("rejects answers to unknown questions", () => {
    expect(() =>
      scoreAnswers([question(0)], [{ questionId: crypto.randomUUID(), selectedOptionIndex: 0 }]),
    ).toThrow(/unknown questionId/);
  });
});
