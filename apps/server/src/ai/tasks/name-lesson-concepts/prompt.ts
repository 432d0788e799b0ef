import type { TaskPrompt } from "../../task.ts";
import { CONCEPTS_INSTRUCTIONS, describeKnownConcepts, quote } from "../prompt-helpers.ts";

export type LessonConceptsInput = {
  goal: string;
  courseTitle: string;
  section: { topic: string; summary: string };
  /** The section's lessons in order, with the headings of those already written. */
  lessons: { title: string; headings: string[] }[];
  knownConcepts?: string[];
};

/** The prompt naming the concepts of lessons planned before concepts existed (the backfill). */
export function buildLessonConceptsPrompt(input: LessonConceptsInput): TaskPrompt {
  const list = input.lessons
    .map(
      (l, i) =>
        `${i + 1}. ${quote(l.title, 200)}${l.headings.length ? ` (headings: ${quote(l.headings.join("; "), 600)})` : ""}`,
    )
    .join("\n");
  return {
    instructions: `You plan lessons for Brainy AI. A section's lessons exist already; name what each teaches. ${CONCEPTS_INSTRUCTIONS} Give exactly one entry per lesson, in the order given. Answer in JSON matching the schema, in the language of the course.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}
Course: ${quote(input.courseTitle, 200)}
Section: ${quote(input.section.topic, 200)} — ${quote(input.section.summary, 400)}
Its lessons:
${list}
${describeKnownConcepts(input.knownConcepts)}`,
  };
}
