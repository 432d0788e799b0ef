import { describe, expect, it } from "vitest";
import { gradeReviewAnswerTask } from "../test/tasks.ts";
import { demoGradeReviewAnswer } from "./grade-review-answer.ts";

const card = { question: "What does FSRS stand for?", expectedAnswer: "Free Spaced Repetition Scheduler" };
const grade = (answer: string) =>
  gradeReviewAnswerTask.schema.parse(demoGradeReviewAnswer({ ...card, answer }));

describe("the demo's review grader", () => {
  it("suggests Good for the card's answer, case, accents and punctuation aside", () => {
    expect(grade("free spaced-repetition scheduler!").rating).toBe(3);
    expect(demoGradeReviewAnswer({ question: "¿Cómo?", expectedAnswer: "Café", answer: "cafe" }).rating).toBe(
      3,
    );
  });
  it("suggests Good for most key words, Hard for some, Again for few or none", () => {
    expect(grade("a spaced repetition scheduler").rating).toBe(3);
    expect(grade("spaced repetition").rating).toBe(2);
    expect(grade("a scheduler").rating).toBe(1);
    expect(grade("no idea").rating).toBe(1);
  });
  it("suggests Again for an empty answer and never Easy", () => {
    expect(grade("   ").rating).toBe(1);
    expect(grade("Free Spaced Repetition Scheduler").rating).toBe(3);
  });
  it("is the same for the same input", () => {
    expect(grade("spaced repetition")).toEqual(grade("spaced repetition"));
  });
});
