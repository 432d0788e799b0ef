import type { TaskPrompt } from "../../task.ts";
import type { RoadmapSectionDraft } from "../../types.ts";
import { CONCEPTS_INSTRUCTIONS, describeKnownConcepts, quote } from "../prompt-helpers.ts";

export type SectionLessonsInput = {
  goal: string;
  courseTitle: string;
  section: RoadmapSectionDraft;
  previousSections: string[];
  /** The goal's concepts named so far (earlier sections and courses), for `buildsOn` and reuse. */
  knownConcepts?: string[];
};

/** The lesson writer's prompt: the section and what came before it. */
export function buildSectionLessonsPrompt(input: SectionLessonsInput): TaskPrompt {
  const before = input.previousSections.length
    ? input.previousSections.map((s) => `- ${s}`).join("\n")
    : "(this is the first section)";
  return {
    instructions: `You plan lessons for Brainy AI. Split one section of a course into 3 to 6 lessons in learning order, each a specific title (Title Case, no numbering) and the minutes it takes (usually 15 to 45).
Do not repeat what earlier sections covered. ${CONCEPTS_INSTRUCTIONS}
Answer in JSON matching the schema, in the language of the course.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}
Course: ${quote(input.courseTitle, 200)}
Section: ${quote(input.section.topic, 200)} — ${quote(input.section.summary, 400)}
Earlier sections:
${before}
${describeKnownConcepts(input.knownConcepts)}`,
  };
}
