import { demoConceptsFor } from "./concepts.ts";
import { findSectionLessons } from "./curriculum.ts";
import type { SectionLessonsInput, SectionLessonsOutput } from "./server-types.ts";
import { clip, createRandom, type Random } from "./text.ts";
import { readGoal } from "./understand.ts";

/** Longest lesson title the demo writes. */
export const MAX_LESSON_TITLE = 70;

const TRAILING_SMALL = /(?:\s+(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with))+$/i;

/** A short form of a topic for use inside a lesson title. */
function shorten(topic: string): string {
  return clip(topic, 36).replace(TRAILING_SMALL, "");
}

/** Splits "Searching and Sorting" or "Hives: Frames, Boxes and Tools" into its parts (or one part). */
function splitParts(topic: string): string[] {
  const body = topic.includes(":") ? topic.slice(topic.indexOf(":") + 1).trim() : topic;
  const parts = body
    .split(/,\s*|\s+and\s+|\s+&\s+/i)
    .map((p) => p.trim())
    .filter(Boolean);
  // "Bar, Line and Scatter Charts" shares one head noun: keep it whole.
  const sharedHead = parts.length > 1 && parts.slice(0, -1).every((p) => !p.includes(" "));
  return parts.length >= 2 && parts.length <= 3 && !sharedHead && parts.every((p) => p.length <= 40)
    ? parts
    : [body];
}

/** Lessons for a topic no dictionary knows: its parts one by one, then practice and a check. */
export function generateLessons(topic: string, random: Random): string[] {
  if (/^(?:capstone|project|final project)\b/i.test(topic)) {
    return [
      "Planning the Project",
      "Building a First Version",
      "Testing and Improving",
      "Presenting Your Work",
    ];
  }
  const parts = splitParts(topic);
  if (parts.length > 1) {
    const patterns = random.shuffle([
      "Understanding {p}",
      "Getting Started with {p}",
      "A Closer Look at {p}",
    ]);
    return [
      ...parts.map((part, i) => patterns[i]!.replace("{p}", part)),
      `Practice: Combining ${parts[0]} and ${parts[1]}`,
      "Quick Check: What You Learned",
    ];
  }
  const short = shorten(parts[0]!);
  const opener = random.pick(["An Introduction to {p}", "First Principles of {p}", "A Guided Tour of {p}"]);
  return [
    opener.replace("{p}", short),
    random.pick(["A Worked Example, Step by Step", "Seeing It in Action: a Worked Example"]),
    "Common Mistakes and How to Avoid Them",
    `Practice: ${short} on a Real Case`,
    "Quick Check: What You Learned",
  ];
}

/** Realistic minutes for a lesson: quick checks are short, practice and projects long. */
export function minutesFor(title: string, random: Random): number {
  if (/^(?:quick check|review)/i.test(title)) return random.pick([10, 15]);
  if (/^(?:practice|capstone|project|mini project)/i.test(title)) return random.pick([35, 40, 45]);
  if (/^(?:building|presenting|writing up|testing|running|recording)\b/i.test(title))
    return random.pick([30, 40]);
  return random.pick([15, 20, 20, 25, 30]);
}

/** The demo lessons: the section's hand-written lessons when known, else lessons built from its topic. */
export function demoWriteSectionLessons(input: SectionLessonsInput): SectionLessonsOutput {
  const random = createRandom({ task: "write-section-lessons", ...input });
  const topic = input.section.topic.trim();
  const known =
    findSectionLessons(topic, readGoal(input.goal)) ?? findSectionLessons(topic, readGoal(input.courseTitle));
  const titles = [
    ...new Set((known ?? generateLessons(topic, random)).map((t) => clip(t, MAX_LESSON_TITLE))),
  ];
  return withConcepts(topic, titles.slice(0, 6), random, input.knownConcepts);
}

/** Lessons with their minutes and the demo's concepts (issue 37). */
export function withConcepts(
  topic: string,
  titles: string[],
  random: Random,
  known?: readonly string[],
): SectionLessonsOutput {
  const concepts = demoConceptsFor({ topic, titles, known });
  return {
    lessons: titles.map((title, i) => ({
      title,
      estimatedMinutes: minutesFor(title, random),
      concepts: concepts[i]!,
    })),
  };
}
