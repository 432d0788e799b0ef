import { describe, expect, it } from "vitest";
import { parseInline } from "./inline.ts";
import { readLessonContent } from "./read-content.ts";

const content = {
  title: "Loops",
  blocks: [
    { type: "header", level: 9, text: "Intro" },
    { type: "paragraph", text: "Hi" },
  ],
};

describe("lesson content reader", () => {
  it("reads objects, JSON text, fenced and double-stringified JSON alike, clamping header levels", () => {
    const expected = {
      title: "Loops",
      blocks: [
        { type: "header", level: 4, text: "Intro" },
        { type: "paragraph", text: "Hi" },
      ],
    };
    expect(readLessonContent(content)).toEqual(expected);
    expect(readLessonContent(JSON.stringify(content))).toEqual(expected);
    expect(readLessonContent(`\`\`\`json\n${JSON.stringify(content)}\n\`\`\``)).toEqual(expected);
    expect(readLessonContent(JSON.stringify(JSON.stringify(content)))).toEqual(expected);
  });

  it("accepts capitalised keys and shows unknown block types as their text", () => {
    const read = readLessonContent({
      Title: "T",
      Blocks: [
        { Type: "quote", Text: "Be curious." },
        { Type: "list", Items: ["a"] },
      ],
    });
    expect(read).toEqual({
      title: "T",
      blocks: [
        { type: "unknown", text: "Be curious." },
        { type: "list", ordered: false, items: ["a"] },
      ],
    });
  });

  it("reads diagram and checkpoint blocks, dropping ones with nothing to show", () => {
    const read = readLessonContent({
      title: "T",
      blocks: [
        { type: "diagram", title: "Flow", source: "flowchart TD\n a --> b" },
        { type: "diagram", source: "" },
        { type: "checkpoint", question: "Q?", choices: ["a", "b"], answer: "a", explanation: "E." },
        { type: "checkpoint", question: "Fill: ___", choices: ["only"], answer: "x", explanation: "" },
        { type: "checkpoint", question: "No answer", choices: [] },
      ],
    });
    expect(read).toEqual({
      title: "T",
      blocks: [
        { type: "diagram", title: "Flow", source: "flowchart TD\n a --> b" },
        { type: "checkpoint", question: "Q?", choices: ["a", "b"], answer: "a", explanation: "E." },
        { type: "checkpoint", question: "Fill: ___", choices: [], answer: "x", explanation: "" },
      ],
    });
  });

  it("falls back to the first 500 characters of unreadable content", () => {
    const raw = `not json ${"x".repeat(600)}`;
    const read = readLessonContent(raw);
    expect(read).toEqual({ fallback: raw.slice(0, 500) });
  });
});

describe("inline text", () => {
  it("finds strong, emphasis, code and http links", () => {
    expect(parseInline("A **bold** and *soft* `x = 1` [docs](https://docs.python.org).")).toEqual([
      { kind: "text", text: "A " },
      { kind: "strong", text: "bold" },
      { kind: "text", text: " and " },
      { kind: "em", text: "soft" },
      { kind: "text", text: " " },
      { kind: "code", text: "x = 1" },
      { kind: "text", text: " " },
      { kind: "link", text: "docs", href: "https://docs.python.org" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps markup as text and drops javascript: links", () => {
    expect(parseInline("<script>alert(1)</script> [click](javascript:alert(1))")).toEqual([
      { kind: "text", text: "<script>alert(1)</script> " },
      { kind: "text", text: "click" },
      { kind: "text", text: ")" },
    ]);
  });
});
