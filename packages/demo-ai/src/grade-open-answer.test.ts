import { describe, expect, it } from "vitest";
import { gradeOpenAnswerTask } from "../test/tasks.ts";
import { demoGradeOpenAnswer } from "./grade-open-answer.ts";

const question = {
  question: "Why name values?",
  modelAnswer: "To reuse them later",
  rubric: "Mentions reuse",
};
const grade = (answer: string) =>
  gradeOpenAnswerTask.schema.parse(demoGradeOpenAnswer({ ...question, answer }));

describe("the demo's open-answer grader", () => {
  it("is sure at either end of the scale and least sure half-way, the same every time", () => {
    const full = grade("We name values to reuse them later in the program");
    const half = grade("names help when we reuse things");
    const none = grade("Because names look nice on the screen");
    expect(full).toMatchObject({ score: 1, confidence: 1 });
    expect(none).toMatchObject({ score: 0, confidence: 1 });
    expect(half.score).toBe(0.5);
    expect(half.confidence).toBe(0.5);
    expect(grade("names help when we reuse things")).toEqual(half);
  });

  it("is less sure of a very short answer", () => {
    expect(grade("reuse").confidence).toBeLessThan(grade("we reuse values later on").confidence);
  });
});
