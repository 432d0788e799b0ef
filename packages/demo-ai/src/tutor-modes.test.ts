import type { LessonBlock } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { DEMO_HINT_NOTE, DEMO_QUIZ_NOTE, demoChatAnswer, quizQuestionsOf } from "./tutor-modes.ts";

const blocks: LessonBlock[] = [
  { type: "header", level: 2, text: "Loops" },
  {
    type: "paragraph",
    text: "A for loop repeats a block of code once for each item in a list. It stops at the end.",
  },
  {
    type: "checkpoint",
    question: "Which loop checks its condition after the body?",
    choices: ["for", "while", "do-while"],
    answer: "do-while",
    explanation: "A do-while runs its body once before checking.",
  },
  {
    type: "checkpoint",
    question: "Fill in: a loop that never ends is an ____ loop.",
    choices: [],
    answer: "infinite",
    alsoAccept: ["endless"],
    explanation: "Its condition never becomes false.",
  },
];
const lesson = { title: "Python loops", blocks };
type Turn = { role: "user" | "assistant"; content: string };

/** Plays a quiz: each learner message gets the demo's reply with the conversation so far. */
function play(messages: string[]): string[] {
  const history: Turn[] = [];
  return messages.map((question) => {
    const reply = demoChatAnswer({ question, lesson, history: [...history], mode: "quiz" });
    history.push({ role: "user", content: question }, { role: "assistant", content: reply });
    return reply;
  });
}

describe("demo tutor modes", () => {
  it("quiz me: asks one question at a time and gives feedback on each answer before the next", () => {
    const [first, second, third, fourth] = play([
      "Quiz me",
      "b",
      "endless",
      "for loops repeat for each item",
    ]);
    expect(first).toContain("**Question 1 of 3:** Which loop checks its condition after the body?");
    expect(first).toContain("c) do-while");
    expect(first.match(/\*\*Question/g)).toHaveLength(1);
    expect(first).toContain(DEMO_QUIZ_NOTE);
    // "b" is "while": wrong, with the answer and the one-line explanation, then question 2.
    expect(second).toMatch(
      /^\*\*Not quite\.\*\* The answer is \*\*do-while\*\*: A do-while runs its body once/,
    );
    expect(second).toContain("**Question 2 of 3:** Fill in: a loop that never ends");
    expect(third).toMatch(/^\*\*Right!\*\* Its condition never becomes false\./);
    expect(third).toContain(
      "**Question 3 of 3:** In your own words: what does the lesson say about **Loops**?",
    );
    expect(fourth).toMatch(/^\*\*Good, that matches the lesson\.\*\*/);
    expect(fourth).toContain("**Question 1 of 3:**");
  });

  it("quiz me: 'next' skips without judging; a letter or the text of a choice both count", () => {
    const [, skipped] = play(["start", "next"]);
    expect(skipped).toMatch(/^\*\*Question 2 of 3:\*\*/);
    expect(play(["start", "c"])[1]).toMatch(/^\*\*Right!\*\*/);
    expect(play(["start", "Do-While"])[1]).toMatch(/^\*\*Right!\*\*/);
    // An answer that starts like a request for the next question is still an answer.
    expect(play(["start", "Start with the for loop"])[1]).toMatch(/^\*\*Not quite\.\*\*/);
  });

  it("quiz me: questions come from checkpoints first, then from sections with a paragraph", () => {
    expect(quizQuestionsOf(blocks).map((q) => q.question)).toEqual([
      "Which loop checks its condition after the body?",
      "Fill in: a loop that never ends is an ____ loop.",
      "In your own words: what does the lesson say about **Loops**?",
    ]);
  });

  it("hint: points to the section and asks back, without quoting the lesson's answer", () => {
    const reply = demoChatAnswer({
      question: "How does a for loop work?",
      lesson,
      history: [],
      mode: "hint",
    });
    expect(reply).toContain("reread the part of the lesson headed **Loops**");
    expect(reply).toContain("**Your turn:**");
    expect(reply).not.toContain("once for each item");
    expect(reply).toContain(DEMO_HINT_NOTE);
  });

  it("explain is the quoting answer it always was, and is the default", () => {
    const explain = demoChatAnswer({
      question: "How does a for loop work?",
      lesson,
      history: [],
      mode: "explain",
    });
    expect(explain).toContain("> A for loop repeats a block of code once for each item in a list.");
    expect(demoChatAnswer({ question: "How does a for loop work?", lesson, history: [] })).toBe(explain);
  });

  it("without a lesson, each mode says what it needs", () => {
    expect(demoChatAnswer({ question: "quiz me", history: [], mode: "quiz" })).toMatch(
      /^Open a lesson and choose Quiz me/,
    );
    expect(demoChatAnswer({ question: "help", history: [], mode: "hint" })).toMatch(
      /^Open a lesson and choose Hint/,
    );
  });
});
