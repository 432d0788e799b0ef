import type { LessonBlock } from "@brainy/contract";
import type { TaskPrompt } from "../../task.ts";
import { type CitedPassage, listPassages } from "../answer-from-sources/prompt.ts";
import { lessonText, quote } from "../prompt-helpers.ts";

export type LessonAssessmentInput = {
  lessonTitle: string;
  blocks: LessonBlock[];
  /** A grounded lesson's cited passages of the learner's material, numbered as the lesson cites them. */
  passages?: CitedPassage[];
  /** The concepts the lesson teaches (issue 37): each question names those it checks. */
  concepts?: string[];
};

/** Passages' text the writer sees at most beside the lesson: about 2,500 tokens. */
const PASSAGES_CHARS = 10_000;

/** The grounded section: the passages the questions come from, and how to name them. */
function passagesSection(passages: CitedPassage[] | undefined) {
  if (!passages?.length) return { instructions: " Set passage to null.", prompt: "" };
  return {
    instructions: ` The lesson was written from the learner's own material: write each question from one of the numbered passages below (its facts, in its terms) and set passage to that number, so the explanation after grading can cite it.`,
    prompt: `\n\nThe learner's material the lesson cites:\n\n${listPassages(passages, PASSAGES_CHARS)}`,
  };
}

/** The assessment writer's prompt: the lesson's own content. */
export function buildLessonAssessmentPrompt(input: LessonAssessmentInput): TaskPrompt {
  const grounded = passagesSection(input.passages);
  return {
    instructions: `You write the end-of-lesson assessment for Brainy AI. Write 4 to 8 questions that check understanding of THIS lesson's content only: mostly multiple choice with four plausible options and exactly one correct (kind "choice"), plus one or two open questions (kind "open") with a model answer and a rubric naming what a full-marks answer must contain. Vary the position of the correct option. Set concepts to the names of the lesson's concepts (from the list given) each question checks. Answer in JSON matching the schema, in the language of the lesson.${grounded.instructions}`,
    prompt: `Lesson: ${quote(input.lessonTitle, 200)}\nIts concepts: ${input.concepts?.length ? quote(input.concepts.join("; "), 800) : "(none given)"}\n\n${quote(lessonText(input.blocks), 12_500)}${grounded.prompt}`,
  };
}
