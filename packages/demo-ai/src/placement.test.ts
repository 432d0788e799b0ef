import { describe, expect, it } from "vitest";
import { writePlacementQuestionsTask } from "../test/tasks.ts";
import { demoWritePlacementQuestions } from "./placement.ts";

describe("the demo's placement questions (issue 38)", () => {
  const input = {
    goal: "Learn Python",
    concepts: [
      { name: "Variables", lessonTitles: ["Variables and Types"] },
      { name: "For loops", lessonTitles: ["Loops"] },
      { name: "Functions", lessonTitles: [] },
    ],
  };

  it("writes one valid, labelled question per concept, deterministic, its answer the concept's name", () => {
    const output = demoWritePlacementQuestions(input);
    expect(writePlacementQuestionsTask.schema.parse(output)).toEqual(output);
    expect(demoWritePlacementQuestions(input)).toEqual(output);
    expect(output.questions.map((q) => q.concept)).toEqual(["Variables", "For loops", "Functions"]);
    for (const q of output.questions) {
      expect(q.question).toContain("(Demo question, written offline)");
      expect(q.answer).toBe(q.concept);
      expect(q.choices).toContain(q.answer);
      expect(new Set(q.choices).size).toBe(q.choices.length);
    }
  });

  it("still offers three choices or more for a goal with a single concept", () => {
    const output = demoWritePlacementQuestions({
      goal: "Sets",
      concepts: [{ name: "Sets", lessonTitles: [] }],
    });
    expect(
      writePlacementQuestionsTask.schema.parse(output).questions[0]!.choices.length,
    ).toBeGreaterThanOrEqual(3);
  });
});
