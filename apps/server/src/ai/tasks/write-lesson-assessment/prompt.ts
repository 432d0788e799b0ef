import type { LessonBlock } from "@brainy/contract";
import type { TaskPrompt } from "../../task.ts";
import { lessonText, quote } from "../prompt-helpers.ts";

export type LessonAssessmentInput = { lessonTitle: string; blocks: LessonBlock[] };

/** The assessment writer's prompt: the lesson's own content. */
export function buildLessonAssessmentPrompt(input: LessonAssessmentInput): TaskPrompt {
  return {
    instructions: `You write the end-of-lesson assessment for Brainy AI. Write 4 to 8 questions that check understanding of THIS lesson's content only: mostly multiple choice with four plausible options and exactly one correct (kind "choice"), plus one or two open questions (kind "open") with a model answer and a rubric naming what a full-marks answer must contain. Vary the position of the correct option. Answer in JSON matching the schema, in the language of the lesson.`,
    prompt: `Lesson: ${quote(input.lessonTitle, 200)}\n\n${quote(lessonText(input.blocks), 12_500)}`,
  };
}
