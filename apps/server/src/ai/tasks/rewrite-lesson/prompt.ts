import type { LessonBlock, LessonRewriteStyle } from "@brainy/contract";
import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type RewriteLessonInput = {
  courseTitle: string;
  sectionTopic: string;
  title: string;
  blocks: LessonBlock[];
  style: LessonRewriteStyle;
  /** The learner's words (required for 'custom', optional otherwise). */
  instruction?: string;
};

const STYLE_TEXT: Record<LessonRewriteStyle, string> = {
  simpler:
    "Make it simpler: shorter sentences, everyday words, one idea at a time, an analogy for the hardest idea.",
  deeper: "Go deeper: add the reasoning behind each idea, edge cases, and how it connects to related ideas.",
  "more-examples": "Add more worked examples, each followed by what it shows.",
  custom: "Follow the learner's instruction.",
};

/** The prompt for a new version of a lesson in the asked style. */
export function buildRewriteLessonPrompt(input: RewriteLessonInput): TaskPrompt {
  return {
    instructions: `You write lessons for Brainy AI. Rewrite the lesson below as asked, keeping its subject, its title and the block types of the schema (headers, paragraphs, lists, code, math, charts, Mermaid diagrams, checkpoint questions). ${STYLE_TEXT[input.style]}
Answer in JSON matching the schema, in the language of the lesson.`,
    prompt: `Course: ${quote(input.courseTitle, 200)}
Section: ${quote(input.sectionTopic, 200)}
Lesson: ${quote(input.title, 200)}
${input.instruction ? `Learner's instruction: ${quote(input.instruction, 500)}\n` : ""}The lesson now (JSON blocks):
${JSON.stringify(input.blocks).slice(0, 30_000)}`,
  };
}
