import type { LessonBlock } from "@brainy/contract";
import { describe, expect, it } from "vitest";
import { writeReviewCardsTask } from "../test/tasks.ts";
import { demoWriteLesson } from "./lesson.ts";
import { demoWriteReviewCards } from "./review-cards.ts";

const LESSONS: [string, string, string][] = [
  ["Python Foundations", "Control Flow", "Writing Functions"],
  ["SQL for Analysts", "Queries", "Joins"],
  ["Calculus Essentials", "Derivatives", "The Derivative as Rate of Change"],
  ["Conversational Spanish", "Travel Phrases", "Ordering Food"],
  ["Watercolour Painting", "Colour", "Colour Mixing"],
];

describe("the demo's review cards", () => {
  for (const [course, section, lessonTitle] of LESSONS) {
    it(`come from the lesson's own blocks: ${lessonTitle}`, () => {
      const lesson = demoWriteLesson({
        goal: `Learn ${course.toLowerCase()}`,
        courseTitle: course,
        courseDescription: `A practical course on ${course.toLowerCase()}.`,
        level: 1,
        section: { topic: section, summary: `Get comfortable with ${section.toLowerCase()}.` },
        lessonTitle,
        previousLessons: [],
        nextLessons: [],
        earlierSections: [],
        estimatedMinutes: 30,
      });
      const blocks = lesson.blocks as LessonBlock[];
      const input = { lessonTitle, blocks };
      const output = writeReviewCardsTask.schema.parse(demoWriteReviewCards(input));
      expect(output.cards.length).toBeGreaterThanOrEqual(3);
      const textOf = (block: LessonBlock) =>
        [
          "text" in block ? block.text : "",
          "items" in block ? block.items.join(" ") : "",
          "latex" in block ? block.latex : "",
          block.type === "checkpoint"
            ? `${block.question} ${block.choices.join(" ")} ${block.answer} — ${block.explanation}`
            : "",
        ]
          .join(" ")
          .replace(/\*\*|\*|`/g, "");
      for (const card of output.cards) {
        expect(card.blockIndex).toBeLessThan(blocks.length);
        const answer = card.kind === "cloze" ? /\{\{c1::([^}]+)\}\}/.exec(card.front)![1]! : card.back;
        // A card made from a block holds that block's own words.
        if (card.blockIndex > 0)
          expect(textOf(blocks[card.blockIndex]!)).toContain(answer.replace(/…$/, "").slice(0, 40));
      }
      expect(demoWriteReviewCards(input)).toEqual(output); // deterministic
      // They test what the lesson says, never its structure (issue 43): a checkpoint's question and
      // clozes of its sentences; no 'what does the part "Summary" say?'.
      for (const card of output.cards) expect(card.front).not.toMatch(/what does the part|"Summary"/i);
      const checkpoint = blocks.findIndex((b) => b.type === "checkpoint");
      expect(output.cards.some((c) => c.blockIndex === checkpoint && c.kind === "basic")).toBe(true);
      expect(output.cards.filter((c) => c.kind === "cloze").length).toBeGreaterThanOrEqual(1);
    });
  }

  it("asks a glossary's terms and a bold term's definition, and hides a key sentence's term", () => {
    const blocks: LessonBlock[] = [
      { type: "paragraph", text: "This lesson of **Biology** is about **Cells**." },
      { type: "header", level: 2, text: "Summary" },
      {
        type: "paragraph",
        text: "A **mitochondrion** is the part of a cell that makes energy. Cells copy their DNA before they divide.",
      },
      {
        type: "list",
        ordered: false,
        items: ["**Nucleus** — the part that holds the DNA", "Ribosome: where proteins are built"],
      },
      {
        type: "checkpoint",
        question: "Which part holds the DNA?",
        choices: ["Nucleus", "Ribosome"],
        answer: "Nucleus",
        explanation: "The nucleus keeps the DNA.",
      },
    ];
    const { cards } = writeReviewCardsTask.schema.parse(
      demoWriteReviewCards({ lessonTitle: "Cells", blocks }),
    );
    expect(cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "basic",
          front: "What does “Nucleus” mean?",
          back: "the part that holds the DNA",
          blockIndex: 3,
        }),
        expect.objectContaining({
          kind: "basic",
          front: "What does “Ribosome” mean?",
          back: "where proteins are built",
        }),
        expect.objectContaining({
          kind: "basic",
          front: "What does “mitochondrion” mean?",
          back: "A mitochondrion is the part of a cell that makes energy.",
          blockIndex: 2,
        }),
        expect.objectContaining({
          kind: "basic",
          front: "Which part holds the DNA?",
          back: "Nucleus — The nucleus keeps the DNA.",
          blockIndex: 4,
        }),
        expect.objectContaining({
          kind: "cloze",
          front: "Cells copy their DNA before they {{c1::divide}}.",
          blockIndex: 2,
        }),
      ]),
    );
    expect(cards.map((c) => c.front).join("\n")).not.toContain("Summary");
  });
});
