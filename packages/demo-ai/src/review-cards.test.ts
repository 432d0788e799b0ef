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
    });
  }
});
