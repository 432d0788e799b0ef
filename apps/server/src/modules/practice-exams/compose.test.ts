import { answerWithDemo } from "@brainy/demo-ai";
import { describe, expect, it } from "vitest";
import { writeExamQuestionsTask } from "../../ai/tasks/write-exam-questions/index.ts";
import { allocateFresh, conceptWeight, pickBank } from "./compose.ts";

describe("composing a practice exam", () => {
  it("weighs a concept by its lack of mastery; one not yet practised counts as uncertain", () => {
    expect(conceptWeight({ practised: true, mastery: 0.2 })).toBeCloseTo(0.8);
    expect(conceptWeight({ practised: true, mastery: 1 })).toBe(0.05);
    expect(conceptWeight({ practised: false, mastery: null })).toBe(0.6);
  });

  it("shares fresh questions in proportion to the weights, weakest first, exactly the count", () => {
    const plan = allocateFresh(
      [
        { name: "strong", weight: 0.1 },
        { name: "weak", weight: 0.9 },
        { name: "new", weight: 0.6 },
      ],
      16,
    );
    expect(plan.map((p) => [p.concept.name, p.count])).toEqual([
      ["weak", 9],
      ["new", 6],
      ["strong", 1],
    ]);
    expect(allocateFresh([{ weight: 0.1 }, { weight: 0.9 }], 3).map((p) => p.count)).toEqual([3]);
    expect(allocateFresh([{ weight: 1 }], 0)).toEqual([]);
  });

  it("picks bank questions weighted towards weak concepts", () => {
    const bank = Array.from({ length: 20 }, (_, i) => ({ i, weight: i < 10 ? 0.9 : 0.1 }));
    const picked = pickBank(bank, 5);
    expect(picked).toHaveLength(5);
    expect(picked.every((q) => q.weight === 0.9)).toBe(true);
  });

  it("the demo writes as many questions as asked, each on a listed concept, a quarter open", () => {
    const out = answerWithDemo(writeExamQuestionsTask, {
      goal: "Learn Python",
      scope: "Python Foundations",
      concepts: [
        { name: "For loops", count: 6, lessonTitles: ["Loops"] },
        { name: "Variables", count: 2, lessonTitles: [] },
      ],
      material: "A for loops runs its body once for each item. Variables name values.",
      seen: [],
      count: 8,
    });
    expect(writeExamQuestionsTask.schema.parse(out).questions).toHaveLength(8);
    expect(out.questions.filter((q) => q.concept === "For loops")).toHaveLength(6);
    expect(out.questions.filter((q) => q.kind === "open")).toHaveLength(2);
    expect(new Set(out.questions.map((q) => q.question)).size).toBe(8);
  });
});
