import { describe, expect, it } from "vitest";
import { isUnaskedMatter, withoutUnaskedMatter } from "./material-matter.ts";

const MANUAL = {
  title: "The Tool Manual",
  headings: [
    { path: ["Table of Contents"] },
    { path: ["Preface"] },
    { path: ["1. Getting Started"] },
    { path: ["1. Getting Started", "Installing"] },
    { path: ["2. Configuration"] },
    { path: ["2. Configuration", "Choosing a License"] },
    { path: ["Appendix A. GNU Free Documentation License"] },
    { path: ["Appendix A. GNU Free Documentation License", "Preamble"] },
    { path: ["Appendix B"] },
    { path: ["Appendix B", "GNU General Public License"] },
    { path: ["Appendix C"] },
    { path: ["Appendix C", "Keyboard Shortcuts"] },
    { path: ["Bibliography"] },
    { path: ["Concept Index"] },
    { path: ["Index"] },
  ],
};
const paths = (outline: typeof MANUAL) => outline.headings.map((h) => h.path.join(" › "));

describe("front and back matter of a learner's material", () => {
  it("leaves out the licence, its appendix, the index, the contents and the bibliography, keeping what teaches", () => {
    const [kept] = withoutUnaskedMatter([MANUAL], "Learn to use the tool at work");
    expect(paths(kept!)).toEqual([
      "Preface",
      "1. Getting Started",
      "1. Getting Started › Installing",
      "2. Configuration",
      "2. Configuration › Choosing a License",
      "Appendix C",
      "Appendix C › Keyboard Shortcuts",
    ]);
    expect(kept!.title).toBe("The Tool Manual");
  });

  it("keeps a part the goal asks for", () => {
    const [kept] = withoutUnaskedMatter([MANUAL], "Understand the licence terms of the GNU FDL");
    expect(paths(kept!)).toContain("Appendix A. GNU Free Documentation License › Preamble");
    expect(paths(kept!)).toContain("Appendix B › GNU General Public License");
    expect(paths(kept!)).not.toContain("Index");
    expect(isUnaskedMatter("Index", "How to use the book's index")).toBe(false);
    expect(isUnaskedMatter("Bibliography", "Read the works in its bibliography")).toBe(false);
  });

  it("reads headings as they come: numbered, any case, a few common names", () => {
    for (const heading of [
      "INDEX",
      "12 Index",
      "Function and Variable Index",
      "Contents",
      "List of Figures",
      "References",
      "Works Cited",
      "Apache License, Version 2.0",
      "MIT License",
      "Copyright",
      "Acknowledgements",
      "About the Author",
      "Colophon",
    ])
      expect(isUnaskedMatter(heading, "Learn it"), heading).toBe(true);
    for (const heading of [
      "Indexes and Query Plans",
      "Choosing a License",
      "B-tree Indexes",
      "Glossary",
      "Introduction",
    ])
      expect(isUnaskedMatter(heading, "Learn it"), heading).toBe(false);
  });
});
