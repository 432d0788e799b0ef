import type { TaskPrompt } from "../../task.ts";
import { CONCEPTS_INSTRUCTIONS, describeKnownConcepts, quote } from "../prompt-helpers.ts";

export type CourseSectionInput = {
  goal: string;
  courseTitle: string;
  /** What the learner asked the section to be about. */
  subject: string;
  /** The course's sections in order. */
  sections: { topic: string; summary: string }[];
  /** The goal's concepts named so far, for `buildsOn` and reuse. */
  knownConcepts?: string[];
};

/** The prompt for one section the learner asked for ('Add a section about …'). */
export function buildCourseSectionPrompt(input: CourseSectionInput): TaskPrompt {
  const list = input.sections.length
    ? input.sections.map((s, i) => `${i}. ${s.topic} — ${s.summary}`).join("\n")
    : "(none yet)";
  return {
    instructions: `You plan courses for Brainy AI. The learner asks for one more section of their course on a subject. Write the section: a specific topic (Title Case), a one or two sentence summary, the index among the existing sections where it fits in learning order (0 puts it first, the number of sections puts it last), and its 3 to 6 lessons in learning order with the minutes each takes.
Do not repeat what the other sections cover. ${CONCEPTS_INSTRUCTIONS}
Answer in JSON matching the schema, in the language of the course.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}
Course: ${quote(input.courseTitle, 200)}
Subject of the new section: ${quote(input.subject, 200)}
Existing sections:
${list}
${describeKnownConcepts(input.knownConcepts)}`,
  };
}
