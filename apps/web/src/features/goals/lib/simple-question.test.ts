import { describe, expect, it } from "vitest";
import { parseSimpleQuestion } from "./simple-question.ts";

describe("parseSimpleQuestion", () => {
  it("reads the question, options A to D and the correct letter", () => {
    const text = "Q: What does len() return?\nA: The size\nB: The type\nC: The id\nD: Nothing\nCorrect: A";
    expect(parseSimpleQuestion(text)).toEqual({
      question: "What does len() return?",
      options: ["The size", "The type", "The id", "Nothing"],
      correctIndex: 0,
    });
  });
  it("joins wrapped lines, tolerates case and a missing answer key", () => {
    const text = "q: Which loop\nruns at least once?\na) for\nb) do-while\n";
    expect(parseSimpleQuestion(text)).toEqual({
      question: "Which loop runs at least once?",
      options: ["for", "do-while"],
      correctIndex: null,
    });
  });
  it("treats a bare first line as the question", () => {
    expect(parseSimpleQuestion("Pick one\nA: x\nB: y\nCorrect: B").question).toBe("Pick one");
    expect(parseSimpleQuestion("Pick one\nA: x\nB: y\nCorrect: B").correctIndex).toBe(1);
  });
});
