import { describe, expect, it } from "vitest";
import { demoAnswerFromSources } from "./answer-from-sources.ts";

const passages = [
  {
    n: 1,
    sourceTitle: "Biology notes",
    location: "Page 2",
    text: "Mitochondria are the powerhouse of the cell. They make ATP from glucose. Cells divide by mitosis.",
  },
  { n: 2, sourceTitle: "Biology notes", location: "Page 3", text: "The Krebs cycle oxidises acetyl groups." },
];

describe("demo answer from sources", () => {
  it("quotes the best sentences of the matching passages with their citation", () => {
    const answer = demoAnswerFromSources({
      question: "How do mitochondria make ATP?",
      passages,
      history: [],
    });
    expect(answer).toContain(
      "> Mitochondria are the powerhouse of the cell. They make ATP from glucose. [1]",
    );
    expect(answer).not.toContain("mitosis");
    expect(answer).not.toContain("[2]");
  });

  it("says the sources do not hold the answer when no passage shares its words", () => {
    expect(
      demoAnswerFromSources({ question: "Who painted the Sistine Chapel?", passages, history: [] }),
    ).toMatch(/^I could not find this in your sources\./);
  });
});
