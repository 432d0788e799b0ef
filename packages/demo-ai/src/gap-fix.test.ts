import { describe, expect, it } from "vitest";
import { writeGapFixTask } from "../test/tasks.ts";
import { DEMO_GAP_FIX_NOTE, demoWriteGapFix } from "./gap-fix.ts";

describe("the demo's 'Fix the gaps' part (issue 38)", () => {
  const input = {
    lessonTitle: "Loops in Python",
    blocks: [{ type: "paragraph" as const, text: "A loop repeats a block." }],
    concepts: ["For loops", "Loop conditions"],
    mistakes: [
      {
        question: "What does a for loop walk over?",
        yourAnswer: "A number",
        correctAnswer: "An iterable",
        concepts: ["For loops"],
      },
    ],
  };

  it("is labelled, deterministic, valid, and covers every missed concept with the learner's own mistake", () => {
    const part = demoWriteGapFix(input);
    expect(writeGapFixTask.schema.parse(part)).toEqual(part);
    expect(demoWriteGapFix(input)).toEqual(part);
    expect(part.blocks[0]).toEqual({ type: "paragraph", text: DEMO_GAP_FIX_NOTE });
    const text = JSON.stringify(part);
    for (const name of input.concepts) expect(text).toContain(name);
    expect(text).toContain("A number");
    expect(text).toContain("An iterable");
  });
});
