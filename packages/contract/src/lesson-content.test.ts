import { describe, expect, it } from "vitest";
import {
  DIAGRAM_SOURCE_MAX,
  diagramKindOf,
  isCheckpointAnswerRight,
  LessonBlockSchema,
  LessonContentSchema,
} from "./lesson-content.ts";

const issuesOf = (block: unknown) =>
  LessonBlockSchema.safeParse(block).error?.issues.map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  );

describe("diagram blocks", () => {
  it("accept flowcharts, sequence diagrams, mind maps and timelines, after comments and blank lines", () => {
    for (const source of [
      "flowchart TD\n  a --> b",
      "graph LR\n  a --> b",
      "%% how a request flows\n\nsequenceDiagram\n  Alice->>Bob: Hi",
      "mindmap\n  root((Loops))\n    for\n    while",
      "timeline\n  1969 : Moon landing",
    ]) {
      expect(issuesOf({ type: "diagram", source })).toBeUndefined();
    }
    expect(diagramKindOf("  %% note\n sequenceDiagram\n A->>B: x")).toBe("sequenceDiagram");
  });

  it("refuse other kinds, init directives, empty and oversized sources, naming the field", () => {
    expect(issuesOf({ type: "diagram", source: 'pie\n  "a" : 1' })).toEqual([
      "source: A diagram starts with one of: flowchart, graph, sequenceDiagram, mindmap, timeline, and holds no %%{init}%% directives",
    ]);
    expect(
      issuesOf({ type: "diagram", source: "%%{init: {'securityLevel': 'loose'}}%%\nflowchart TD\n a-->b" }),
    ).toHaveLength(1);
    expect(issuesOf({ type: "diagram", source: "" })?.[0]).toMatch(/^source: /);
    const big = `flowchart TD\n${"  a --> b\n".repeat(DIAGRAM_SOURCE_MAX / 10)}`;
    expect(issuesOf({ type: "diagram", source: big })?.[0]).toMatch(/^source: Too big/);
  });

  it("travel inside lesson content with an optional title", () => {
    const content = {
      title: "Loops",
      blocks: [{ type: "diagram", title: "The loop", source: "flowchart TD\n a --> b" }],
    };
    expect(LessonContentSchema.parse(content)).toEqual(content);
  });
});

describe("checkpoint blocks", () => {
  const choice = {
    type: "checkpoint",
    question: "Which loop runs at least once?",
    choices: ["for", "while", "do-while"],
    answer: "do-while",
    explanation: "A do-while checks its condition after the body.",
  };

  it("accept multiple choice and fill-in questions", () => {
    expect(issuesOf(choice)).toBeUndefined();
    expect(
      issuesOf({ ...choice, choices: [], answer: "do-while", alsoAccept: ["do while"] }),
    ).toBeUndefined();
  });

  it("refuse one choice, an answer that is not a choice, more than five choices and a missing explanation", () => {
    expect(issuesOf({ ...choice, choices: ["do-while"] })).toEqual([
      "choices: A multiple-choice checkpoint has 2 to 5 choices",
    ]);
    expect(issuesOf({ ...choice, answer: "until" })).toEqual([
      "answer: A checkpoint's answer must be one of its choices",
    ]);
    expect(issuesOf({ ...choice, choices: ["a", "b", "c", "d", "e", "do-while"] })?.[0]).toMatch(
      /^choices: /,
    );
    expect(issuesOf({ ...choice, explanation: undefined })?.[0]).toMatch(/^explanation: /);
  });

  it("checks an answer ignoring case, accents, spaces and punctuation, and accepts the alternatives", () => {
    const fillIn = { answer: "Café", alsoAccept: ["coffee shop"] };
    expect(isCheckpointAnswerRight(fillIn, "  cafe. ")).toBe(true);
    expect(isCheckpointAnswerRight(fillIn, "Coffee-shop")).toBe(true);
    expect(isCheckpointAnswerRight(fillIn, "tea")).toBe(false);
    expect(isCheckpointAnswerRight(fillIn, " ?! ")).toBe(false);
  });
});
