import { findDiagramProblem, isCheckpointAnswerRight } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { WriteLessonOutputSchema } from "../test/tasks.ts";
import { demoWriteLesson, ideasOf } from "./lesson.ts";
import { diagramLabel } from "./lesson-extras.ts";
import type { WriteLessonInput } from "./server-types.ts";

const COURSES: [string, string, string[]][] = [
  [
    "Python Foundations",
    "Control Flow",
    [
      "Variables and Types",
      "Control Flow: Conditions and Loops",
      "Writing Functions",
      "Reading CSV Files",
      "Handling Errors and Exceptions",
      "Classes and Objects",
    ],
  ],
  [
    "Data Analysis with pandas",
    "Cleaning Data",
    [
      "Loading Data into DataFrames",
      "Filtering Rows and Columns",
      "Grouping and Aggregating",
      "Summary Statistics: Mean and Variance",
      "Plotting Trends",
      "Joining Tables",
    ],
  ],
  [
    "JavaScript for the Web",
    "The DOM",
    [
      "Selecting Elements",
      "Events and Listeners",
      "Fetching Data from an API",
      "Loops and Arrays",
      "Modules and Functions",
      "Debugging in the Browser",
    ],
  ],
  [
    "SQL for Analysts",
    "Queries",
    [
      "SELECT and WHERE",
      "Joins",
      "Aggregate Queries",
      "Window Functions",
      "Indexes and Performance",
      "Transactions",
    ],
  ],
  [
    "Calculus Essentials",
    "Derivatives",
    [
      "Limits and Continuity",
      "The Derivative as Rate of Change",
      "Product and Chain Rules",
      "Optimisation Problems",
      "Integrals and Area",
      "Applications in Physics",
    ],
  ],
  [
    "Statistics for Everyday Decisions",
    "Probability",
    [
      "Probability Basics",
      "Conditional Probability and Risk",
      "Distributions and Spread",
      "Sampling",
      "Linear Regression",
      "Interpreting Charts",
    ],
  ],
  [
    "Personal Budgeting",
    "Money Basics",
    [
      "Tracking Your Spending",
      "Building a Monthly Budget",
      "Saving and Compound Interest",
      "Paying Off Debt",
      "Emergency Funds",
      "Investing Basics",
    ],
  ],
  [
    "Conversational Spanish",
    "Travel Phrases",
    [
      "Greetings and Introductions",
      "Ordering Food",
      "Asking for Directions",
      "Numbers and Prices",
      "Past Tense Stories",
      "Small Talk",
    ],
  ],
  [
    "French for Beginners",
    "Everyday French",
    [
      "Pronunciation Basics",
      "Articles and Gender",
      "Present Tense Verbs",
      "At the Market",
      "Telling Time",
      "Making Plans",
    ],
  ],
  [
    "Watercolour Painting",
    "Colour",
    [
      "Materials and Brushes",
      "Colour Mixing",
      "Wet on Wet",
      "Painting Skies",
      "Composition",
      "Finishing a Piece",
    ],
  ],
];

const inputFor = (course: string, section: string, titles: string[], i: number): WriteLessonInput => ({
  goal: `Learn ${course.toLowerCase()}`,
  courseTitle: course,
  courseDescription: `A practical course on ${course.toLowerCase()}.`,
  level: 1,
  section: { topic: section, summary: `Get comfortable with ${section.toLowerCase()}.` },
  lessonTitle: titles[i]!,
  previousLessons: titles.slice(0, i),
  nextLessons: titles.slice(i + 1),
  earlierSections: [],
  estimatedMinutes: 30,
});

describe("demo lesson writer", () => {
  const lessons = COURSES.flatMap(([course, section, titles]) =>
    titles.map((_, i) => ({ course, output: demoWriteLesson(inputFor(course, section, titles, i)) })),
  );

  it("writes 60 lessons that all pass the task schema", () => {
    expect(lessons).toHaveLength(60);
    for (const { output } of lessons) expect(WriteLessonOutputSchema.safeParse(output).success).toBe(true);
  });

  it("uses every block type somewhere, with code, math and charts where the subject has them", () => {
    const types = new Set(lessons.flatMap(({ output }) => output.blocks.map((b) => b.type)));
    expect([...types].sort()).toEqual(
      [
        "chart",
        "checkpoint",
        "codeBlock",
        "diagram",
        "header",
        "imagePlaceholder",
        "list",
        "mathBlock",
        "mathInline",
        "paragraph",
      ].sort(),
    );
    const typesOf = (course: string) =>
      new Set(
        lessons.filter((l) => l.course === course).flatMap(({ output }) => output.blocks.map((b) => b.type)),
      );
    expect(typesOf("Python Foundations").has("codeBlock")).toBe(true);
    expect(typesOf("Calculus Essentials").has("mathBlock")).toBe(true);
    expect(typesOf("Personal Budgeting").has("chart")).toBe(true);
    expect(typesOf("Conversational Spanish").has("codeBlock")).toBe(false);
    expect(typesOf("Conversational Spanish").has("diagram")).toBe(false);
    expect(typesOf("Python Foundations").has("diagram")).toBe(true);
  });

  it("gives every lesson a multiple-choice and a fill-in checkpoint whose answers its own check accepts", () => {
    for (const { output } of lessons) {
      const checkpoints = output.blocks.filter((b) => b.type === "checkpoint");
      expect(checkpoints).toHaveLength(2);
      const [choice, fillIn] = checkpoints;
      expect(choice!.choices).toContain(choice!.answer);
      expect(fillIn!.choices).toEqual([]);
      expect(isCheckpointAnswerRight(fillIn!, " Example. ")).toBe(true);
      expect(isCheckpointAnswerRight(fillIn!, "a project")).toBe(false);
    }
  });

  it("draws diagrams only of the allowed kinds, with labels free of Mermaid syntax", () => {
    const diagrams = lessons.flatMap(({ output }) => output.blocks.filter((b) => b.type === "diagram"));
    expect(diagrams.length).toBeGreaterThan(30);
    for (const diagram of diagrams) {
      expect(findDiagramProblem(diagram.source)).toBeUndefined();
      expect(diagram.source.length).toBeLessThan(1000);
    }
    expect(diagramLabel('Loops: "for" (and) [while]')).toBe("Loops for and while");
  });

  it("is specific to each lesson: titles appear in the text and no two lessons share their opening", () => {
    for (const { output } of lessons) expect(JSON.stringify(output.blocks)).toContain(output.title);
    const openings = lessons.map(({ output }) => (output.blocks[0] as { text: string }).text);
    expect(new Set(openings).size).toBe(openings.length);
  });

  it("links lessons to their neighbours and is deterministic", () => {
    const [course, section, titles] = COURSES[0]!;
    const second = demoWriteLesson(inputFor(course, section, titles, 1));
    expect(JSON.stringify(second.blocks)).toContain(titles[0]);
    expect(JSON.stringify(second.blocks)).toContain(`Next up: *${titles[2]}*`);
    expect(demoWriteLesson(inputFor(course, section, titles, 1))).toEqual(second);
  });

  it("reads the ideas a title names", () => {
    expect(ideasOf("Control Flow: Conditions and Loops")).toEqual(["Conditions", "Loops"]);
    expect(ideasOf("Writing Functions")).toEqual([]);
  });
});
