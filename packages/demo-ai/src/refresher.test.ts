import { describe, expect, it } from "vitest";
import { WriteLessonOutputSchema } from "../test/tasks.ts";
import { demoWriteLesson } from "./lesson.ts";
import { demoMisconceptionCheck } from "./refresher.ts";
import type { WriteLessonInput } from "./server-types.ts";

const input: WriteLessonInput = {
  goal: "Learn Python",
  courseTitle: "Python Foundations",
  courseDescription: "The basics",
  level: 1,
  section: { topic: "Control Flow", summary: "Deciding and repeating." },
  lessonTitle: "Loops",
  previousLessons: ["Variables and Types"],
  nextLessons: [],
  earlierSections: [],
  estimatedMinutes: 20,
};
const needs = {
  weakPrerequisites: [{ name: "Variables", mastery: 0.3 }],
  mistakes: [{ concept: "Variables", question: "What does **x = 5** do?", answer: "It compares x with 5" }],
};

describe("the demo's refresher and misconception check (issue 38)", () => {
  it("a weak prerequisite opens the lesson with one refresher naming it and recalling the mistake", () => {
    const output = WriteLessonOutputSchema.parse(demoWriteLesson({ ...input, learnerNeeds: needs }));
    const [first, ...rest] = output.blocks;
    expect(first).toMatchObject({ type: "refresher", concepts: ["Variables"] });
    expect(first?.type === "refresher" && first.text).toContain("**Variables**");
    // The learner's text is quoted without marks of its own.
    expect(first?.type === "refresher" && first.text).toContain("“What does x = 5 do?”");
    expect(rest.some((b) => b.type === "refresher")).toBe(false);
    expect(demoWriteLesson(input).blocks.some((b) => b.type === "refresher")).toBe(false);
  });

  it("the tutor's check names the mistake; nothing without one", () => {
    expect(demoMisconceptionCheck(needs)).toContain("you answered “It compares x with 5”");
    expect(demoMisconceptionCheck({ ...needs, mistakes: [] })).toBe("");
    expect(demoMisconceptionCheck(undefined)).toBe("");
  });
});
