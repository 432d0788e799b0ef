import { describe, expect, it } from "vitest";
import type { LessonContent } from "./lesson-content.ts";
import { keyPoint, lessonSlides, SLIDE_POINTS_MAX, slideRuns, splitSentences } from "./slides.ts";

const chart = {
  mark: "bar",
  data: {
    values: [
      { m: "Jan", v: 1 },
      { m: "Feb", v: 3 },
    ],
  },
  encoding: { x: { field: "m" }, y: { field: "v" } },
};

/** A lesson with every kind of block. */
const EVERY_BLOCK: LessonContent = {
  title: "Loops in Python",
  blocks: [
    { type: "paragraph", text: "Loops repeat work [1]. They save **typing** and mistakes." },
    { type: "header", level: 2, text: "The for loop" },
    { type: "paragraph", text: "A `for` loop walks a sequence. It stops at the end." },
    { type: "list", ordered: false, items: ["one", "two", "three", "four", "five", "six", "seven"] },
    { type: "paragraph", text: "Read the code below before running it." },
    { type: "codeBlock", language: "python", code: "for i in range(3):\n    print(i)" },
    { type: "header", level: 2, text: "Counting" },
    { type: "paragraph", text: "In words, the sum adds every value:" },
    { type: "mathBlock", latex: "\\sum_{i=1}^n i" },
    { type: "chart", title: "Runs a month", spec: chart },
    { type: "diagram", title: "The loop", source: "flowchart LR\n  A --> B" },
    { type: "imagePlaceholder", alt: "A loop drawn as a circle" },
    { type: "paragraph", text: "Loops end when their condition fails." },
    {
      type: "checkpoint",
      question: "How many times does range(3) loop?",
      choices: ["2", "3"],
      answer: "3",
      explanation: "It counts 0, 1 and 2.",
    },
  ],
};

describe("a lesson as slides", () => {
  const slides = lessonSlides(EVERY_BLOCK);

  it("makes one slide per idea, in reading order", () => {
    expect(slides.map((s) => [s.kind, s.title, s.visual?.type ?? null])).toEqual([
      ["title", "Loops in Python", null],
      ["points", "Introduction", null],
      ["points", "The for loop", null],
      ["points", "The for loop (continued)", null],
      ["visual", "The for loop", "code"],
      ["visual", "Counting", "math"],
      ["visual", "Runs a month", "chart"],
      ["visual", "The loop", "diagram"],
      ["visual", "Counting", "image"],
      ["points", "Counting (continued)", null],
      ["checkpoint", "Check yourself", null],
      ["summary", "In this lesson", null],
    ]);
  });

  it("keeps first sentences as points (markers out), whole sentences in the notes", () => {
    expect(slides[1]!.points).toEqual(["Loops repeat work."]);
    expect(slides[1]!.notes).toBe("Loops repeat work. They save typing and mistakes.");
    // At most SLIDE_POINTS_MAX points; the rest carry on, their notes with them.
    expect(slides[2]!.points).toHaveLength(SLIDE_POINTS_MAX);
    expect(slides[2]!.points[0]).toBe("A `for` loop walks a sequence.");
    expect(slides[3]!.points).toEqual(["five", "six", "seven"]);
    expect(slides[3]!.notes).toBe("five. six. seven.");
  });

  it("captions a visual with the paragraph that introduced it, and describes one nobody did", () => {
    expect(slides[4]!.points).toEqual(["Read the code below before running it."]);
    expect(slides[5]!.points).toEqual(["In words, the sum adds every value:"]);
    expect(slides[6]!.notes).toBe("The chart shows Runs a month.");
    expect(slides[8]!.notes).toBe("A loop drawn as a circle.");
    expect(slides[10]!.notes).toBe(
      "How many times does range(3) loop? A: 2. B: 3. The answer: 3. It counts 0, 1 and 2.",
    );
    expect(slides[11]!.points).toEqual(["The for loop", "Counting"]);
  });

  it("cuts long points at a word and closes the marks it cut", () => {
    const long = `**${"word ".repeat(60).trim()}** ends here.`;
    const point = keyPoint(long);
    expect(point.length).toBeLessThan(180);
    expect(point.endsWith("…**")).toBe(true);
    expect(splitSentences("One. Two? Three! four")).toEqual(["One.", "Two?", "Three! four"]);
    expect(slideRuns("a **b** *c* `d`")).toEqual([
      { text: "a " },
      { text: "b", bold: true },
      { text: " " },
      { text: "c", italic: true },
      { text: " " },
      { text: "d", code: true },
    ]);
  });
});
