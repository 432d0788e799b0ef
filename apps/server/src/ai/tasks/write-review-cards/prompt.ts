import type { LessonBlock } from "@brainy/contract";
import type { TaskPrompt } from "../../task.ts";
import { lessonText, quote } from "../prompt-helpers.ts";

export type ReviewCardsInput = {
  lessonTitle: string;
  blocks: LessonBlock[];
  /** The concepts the lesson teaches (issue 37): each card names those it checks. */
  concepts?: string[];
};

/** The lesson's blocks, each with the index a card links to. */
function numberedBlocks(blocks: LessonBlock[]): string {
  return blocks
    .map((block, index) => {
      const text = lessonText([block], 1_500).trim();
      return text ? `[${index}] ${text}` : "";
    })
    .filter(Boolean)
    .join("\n");
}

/** The card writer's prompt: the lesson's own content, block by block. */
export function buildReviewCardsPrompt(input: ReviewCardsInput): TaskPrompt {
  return {
    instructions: `You write spaced-repetition review cards for Brainy AI from a lesson's key points. Write 3 to 8 cards, each testing ONE fact or idea the lesson states: a short question with a short answer (kind "basic"), or a sentence from the lesson with its key term hidden as {{c1::term}} (kind "cloze", back empty). Answers must come from the lesson itself. Set blockIndex to the number in brackets of the block the card comes from, and concepts to the names of the lesson's concepts (from the list given) the card checks. Answer in JSON matching the schema, in the language of the lesson.`,
    prompt: `Lesson: ${quote(input.lessonTitle, 200)}\nIts concepts: ${input.concepts?.length ? quote(input.concepts.join("; "), 800) : "(none given)"}\n\n${quote(numberedBlocks(input.blocks), 12_500)}`,
  };
}
