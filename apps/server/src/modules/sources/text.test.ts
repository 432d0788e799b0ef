import { describe, expect, it } from "vitest";
import { htmlSections } from "./html.ts";
import { cleanText, markdownSections, PASSAGE_MAX_WORDS, splitIntoPassages } from "./text.ts";
import { looksLikeText } from "./upload.ts";

const words = (n: number, word = "word") => Array.from({ length: n }, () => word).join(" ");

describe("source text", () => {
  it("strips NUL and control characters and lone surrogates, keeping pairs", () => {
    expect(cleanText("a\u0000b\u0007c \ud83d\ude00 \ud800x\r\ny")).toBe("ab c 😀 x\ny");
  });

  it("splits Markdown by headings, keeping the path, and ignores # in fenced code", () => {
    const sections = markdownSections(
      "# A\n\nOne.\n\n## B\n\nTwo.\n\n```\n# not a heading\n```\n\n# C\n\nThree.",
    );
    expect(sections.map((s) => s.headingPath)).toEqual([["A"], ["A", "B"], ["C"]]);
    expect(sections[1]!.paragraphs).toEqual(["Two.", "``` # not a heading ```"]);
  });

  it("reads HTML headings into paths and inline tags into one paragraph", () => {
    const sections = htmlSections(
      "<h1>Top</h1><p>Some <b>bold</b> text.</p><h2>Sub</h2><ul><li>one</li><li>two</li></ul>",
    );
    expect(sections).toEqual([
      { page: null, headingPath: ["Top"], paragraphs: ["Some bold text."] },
      { page: null, headingPath: ["Top", "Sub"], paragraphs: ["one", "two"] },
    ]);
  });

  it("makes passages of a few hundred words that never cross a section, cutting long paragraphs", () => {
    const passages = splitIntoPassages([
      { page: 1, headingPath: [], paragraphs: [words(150), words(150), words(150)] },
      { page: 2, headingPath: [], paragraphs: [words(1000, "long")] },
    ]);
    expect(passages.filter((p) => p.page === 1).map((p) => p.text.split(/\s+/).length)).toEqual([300, 150]);
    const long = passages.filter((p) => p.page === 2);
    expect(long.length).toBeGreaterThan(2);
    for (const passage of passages)
      expect(passage.text.split(/\s+/).length).toBeLessThanOrEqual(PASSAGE_MAX_WORDS);
  });

  it("tells UTF-8 text (even cut mid-character) from binary", () => {
    const text = new TextEncoder().encode("Crème brûlée — notes");
    expect(looksLikeText(text)).toBe(true);
    expect(looksLikeText(text.subarray(0, 4))).toBe(true); // "Crè" cut inside "è"
    expect(looksLikeText(new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0xc3, 0x28]))).toBe(false);
  });
});
