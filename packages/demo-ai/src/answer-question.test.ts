import type { LessonBlock } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { buildAnswerQuestionPrompt } from "../test/tasks.ts";
import { bestPassages, DEMO_NOTE, demoAnswerQuestion, termsOf } from "./answer-question.ts";

const blocks: LessonBlock[] = [
  { type: "header", level: 2, text: "Variables" },
  { type: "paragraph", text: "A variable is a name that refers to a value stored in memory." },
  { type: "header", level: 2, text: "Loops" },
  { type: "paragraph", text: "A for loop repeats a block of code once for each item in a list." },
  {
    type: "list",
    ordered: false,
    items: ["A while loop repeats while its condition is true.", "Use break to leave a loop early."],
  },
];
const lesson = { title: "Python basics", blocks };

describe("answer-question demo", () => {
  it("keeps content words only", () => {
    expect([...termsOf("What is a FOR loop, and how does it work?")]).toEqual(["loop", "work"]);
  });

  it("quotes the passages that share the most terms with the question", () => {
    expect(bestPassages("How does a while loop know when to stop? condition", blocks)).toEqual([
      "A while loop repeats while its condition is true.",
      "A for loop repeats a block of code once for each item in a list.",
    ]);
    const answer = demoAnswerQuestion({ question: "what is a variable", lesson, history: [] });
    expect(answer).toContain("> A variable is a name that refers to a value stored in memory.");
    expect(answer).toContain(DEMO_NOTE);
  });

  it("says what the lesson covers when nothing matches, and what it can do without a lesson", () => {
    const miss = demoAnswerQuestion({
      question: "Tell me about quantum chromodynamics",
      lesson,
      history: [],
    });
    expect(miss).toContain('I could not find that in "Python basics"');
    expect(miss).toContain("- Variables\n- Loops");
    expect(demoAnswerQuestion({ question: "hello", history: [] })).toContain("Open a lesson");
  });

  it("puts the lesson text and the recent turns into the prompt", () => {
    const prompt = buildAnswerQuestionPrompt({
      question: "Why use break?",
      lesson,
      history: [
        { role: "user", content: "What is a loop?" },
        { role: "assistant", content: "A loop repeats code." },
      ],
    });
    expect(prompt.prompt).toContain("Use break to leave a loop early.");
    expect(prompt.prompt).toContain('Question: """Why use break?"""');
    expect(prompt.history).toHaveLength(2);
  });
});
