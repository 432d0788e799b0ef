import { describe, expect, it } from "vitest";
import { demoRewriteLesson } from "./course-edits.ts";
import { demoCheckLessonClaims, demoPickDatedClaims } from "./lesson-check.ts";

const LESSON = [
  "Which version",
  "Node.js 22 is the current long-term support release.",
  "An event loop runs callbacks one at a time.",
  "Node.js 22 is the current long-term support release.",
  "Python 3.12 made error messages clearer.",
].join("\n");

describe("the demo's lesson check", () => {
  it("picks sentences with a number or a dating word, once each, never a heading", () => {
    const { claims } = demoPickDatedClaims({ courseTitle: "Node", lessonTitle: "Versions", text: LESSON });
    expect(claims.map((c) => c.claim)).toEqual([
      "Node.js 22 is the current long-term support release.",
      "Python 3.12 made error messages clearer.",
    ]);
    expect(claims[0]!.query).toBe("node current long term support release");
  });

  it("says a claim changed when the page's matching sentence names other numbers, holds when the same, else unclear", () => {
    const out = demoCheckLessonClaims({
      lessonTitle: "Versions",
      claims: [
        "Node.js 22 is the current long-term support release.",
        "Python 3.12 made error messages clearer.",
        "Rust has no garbage collector.",
      ],
      pages: [
        {
          n: 1,
          title: "LTS",
          url: "https://example.org/lts",
          text: "Node.js 24 is the current long-term support release.",
        },
        {
          n: 2,
          title: "Python",
          url: "https://example.org/py",
          text: "Python 3.12 made error messages clearer, with hints.",
        },
      ],
    });
    expect(out.claims.map((c) => c.verdict)).toEqual(["changed", "holds", "unclear"]);
    expect(out.claims[0]).toMatchObject({
      pages: [1],
      finding: "Now: “Node.js 24 is the current long-term support release.” [1]",
    });
    expect(out.claims[2]!.pages).toEqual([]);
  });

  it("'Rewrite with these pages' replaces the changed claim where the lesson says it, with the page's number", () => {
    const out = demoRewriteLesson({
      courseTitle: "Node",
      sectionTopic: "Versions",
      title: "Versions",
      style: "custom",
      instruction: "Bring it up to date",
      blocks: [
        { type: "paragraph", text: "Node.js 22 is the current long-term support release [1]. Use it." },
        { type: "list", ordered: false, items: ["Node.js 22 is the current long-term support release. [1]"] },
      ],
      passages: [
        {
          n: 2,
          sourceTitle: "LTS",
          location: "example.org",
          text: "Node.js 24 is the current long-term support release.",
        },
      ],
      webFindings: [
        {
          claim: "Node.js 22 is the current long-term support release.",
          verdict: "changed",
          finding: "Now: “Node.js 24 is the current long-term support release.” [2]",
        },
      ],
    });
    const text = JSON.stringify(out.blocks);
    expect(text).not.toContain("Node.js 22");
    expect(text).toContain("Node.js 24 is the current long-term support release. [2] Use it.");
    expect(text).toContain('"items":["Node.js 24 is the current long-term support release. [2]"]');
    expect(out.blocks.some((b) => b.type === "header" && b.text === "Brought Up to Date")).toBe(true);
  });
});
