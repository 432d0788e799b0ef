import type { TaskPrompt } from "../../task.ts";
import { CONCEPTS_INSTRUCTIONS, describeKnownConcepts, quote } from "../prompt-helpers.ts";

export type RewriteSectionLessonsInput = {
  goal: string;
  courseTitle: string;
  section: { topic: string; summary: string };
  /** The section's lesson titles now. */
  lessons: string[];
  /** The learner's instruction ('more practice, less theory'). */
  instruction: string;
  /** The goal's concepts named so far, for `buildsOn` and reuse. */
  knownConcepts?: string[];
};

/** The prompt for rewriting a not-started section's lessons from the learner's instruction. */
export function buildRewriteSectionLessonsPrompt(input: RewriteSectionLessonsInput): TaskPrompt {
  const now = input.lessons.length ? input.lessons.map((t) => `- ${t}`).join("\n") : "(no lessons yet)";
  return {
    instructions: `You plan lessons for Brainy AI. Rewrite one section's lessons following the learner's instruction: 3 to 6 lessons in learning order, each a specific title (Title Case, no numbering) and the minutes it takes (usually 15 to 45). Stay on the section's topic. ${CONCEPTS_INSTRUCTIONS}
Answer in JSON matching the schema, in the language of the course.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}
Course: ${quote(input.courseTitle, 200)}
Section: ${quote(input.section.topic, 200)} — ${quote(input.section.summary, 400)}
Its lessons now:
${now}
Instruction: ${quote(input.instruction, 500)}
${describeKnownConcepts(input.knownConcepts)}`,
  };
}
