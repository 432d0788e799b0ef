import type { LessonBlock } from "@brainy/contract";
import { demoChoiceCheckpoint, demoDiagramFor, demoFillInCheckpoint } from "./lesson-extras.ts";
import {
  chartFor,
  codeLanguageOf,
  codeSampleFor,
  formulaFor,
  phrasesFor,
  subjectKindOf,
} from "./lesson-material.ts";
import { demoWriteGroundedLesson } from "./material.ts";
import { demoRefresher } from "./refresher.ts";
import type { WriteLessonInput, WriteLessonOutput } from "./server-types.ts";
import { createRandom } from "./text.ts";

const BOOKS: Record<string, { title: string; author: string }[]> = {
  python: [
    { title: "Automate the Boring Stuff with Python", author: "Al Sweigart" },
    { title: "Python Crash Course", author: "Eric Matthes" },
    { title: "Fluent Python", author: "Luciano Ramalho" },
  ],
  javascript: [
    { title: "Eloquent JavaScript", author: "Marijn Haverbeke" },
    { title: "JavaScript: The Definitive Guide", author: "David Flanagan" },
  ],
  sql: [
    { title: "Learning SQL", author: "Alan Beaulieu" },
    { title: "SQL Antipatterns", author: "Bill Karwin" },
  ],
  bash: [{ title: "The Linux Command Line", author: "William Shotts" }],
  html: [{ title: "HTML and CSS: Design and Build Websites", author: "Jon Duckett" }],
  programming: [{ title: "The Pragmatic Programmer", author: "David Thomas and Andrew Hunt" }],
  quantitative: [
    { title: "The Art of Statistics", author: "David Spiegelhalter" },
    { title: "Naked Statistics", author: "Charles Wheelan" },
    { title: "How to Lie with Statistics", author: "Darrell Huff" },
  ],
  language: [
    { title: "Fluent Forever", author: "Gabriel Wyner" },
    { title: "How to Learn Any Language", author: "Barry Farber" },
  ],
  general: [
    { title: "Make It Stick", author: "Peter C. Brown, Henry L. Roediger III and Mark A. McDaniel" },
    { title: "Ultralearning", author: "Scott H. Young" },
    { title: "Atomic Habits", author: "James Clear" },
  ],
};

/** The ideas a lesson title names: "Control Flow: Conditions and Loops" → Conditions, Loops. */
export function ideasOf(title: string): string[] {
  const afterColon = title.includes(":") ? title.split(":").slice(1).join(":") : title;
  const parts = afterColon
    .split(/,|\band\b|&|\bvs\.?\b|\bwith\b/i)
    .map((p) => p.trim())
    .filter((p) => p.length > 2);
  return parts.length >= 2 ? parts.slice(0, 3) : [];
}

/** Names that keep their capitals inside a sentence. */
const PROPER =
  /^(Python|JavaScript|TypeScript|SQL|pandas|NumPy|Excel|React|DOM|API|APIs|CSV|HTML|CSS|Git|Spanish|French|German|Italian|English|Japanese|Portuguese|[A-Z]{2,}[a-z]?)$/;

/** A title as a phrase inside a sentence: "Saving and Compound Interest" → "saving and compound interest". */
const lower = (text: string) =>
  text
    .split(" ")
    .map((word) => (PROPER.test(word.replace(/[^\w]/g, "")) ? word : word.toLowerCase()))
    .join(" ");

/** A checkpoint naming the concepts it checks, when the lesson's are known (issue 37). */
function naming(block: LessonBlock, concepts: string[] | undefined): LessonBlock {
  return block.type === "checkpoint" && concepts?.length ? { ...block, concepts } : block;
}

/** "a", "a and b", "a, b and c". */
const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The demo provider's lesson: deterministic, built from the lesson's own title, section and course,
 * with code in programming courses, formulas and a chart in quantitative ones, and phrases in
 * language courses; a Mermaid diagram (except in language courses) and two checkpoint questions.
 */
export function demoWriteLesson(input: WriteLessonInput): WriteLessonOutput {
  const output = input.passages?.length ? demoWriteGroundedLesson(input) : demoWriteGeneralLesson(input);
  // A learner weak on a prerequisite gets a refresher first, naming it (issue 38).
  const refresher = demoRefresher(input.lessonTitle, input.learnerNeeds);
  return refresher ? { ...output, blocks: [refresher, ...output.blocks].slice(0, 40) } : output;
}

/** The demo's lesson from general knowledge (no passages of the learner's own). */
function demoWriteGeneralLesson(input: WriteLessonInput): WriteLessonOutput {
  const random = createRandom({ lesson: input.lessonTitle, course: input.courseTitle });
  const context = `${input.courseTitle} ${input.section.topic} ${input.lessonTitle} ${input.goal}`;
  const kind = subjectKindOf(context);
  const title = input.lessonTitle;
  const topic = lower(title);
  const ideas = ideasOf(title);
  const previous = input.previousLessons.at(-1);
  const next = input.nextLessons[0];
  const blocks: LessonBlock[] = [];
  const add = (block: LessonBlock) => blocks.push(block);

  add({
    type: "paragraph",
    text: `${previous ? `In *${previous}* you laid the groundwork. ` : ""}This lesson of **${input.courseTitle}** is about **${title}**, part of the section *${input.section.topic}*. ${input.section.summary.replace(/\.?$/, ".")} By the end you will be able to explain ${topic} in your own words and use it on a small example of your own.`,
  });
  add({ type: "header", level: 2, text: ideas.length ? "The Big Picture" : `What ${title} Means` });
  add({
    type: "paragraph",
    text: random.pick([
      `Start with the question ${topic} answers: what problem would you have without it? Keep that problem in mind; every detail below is a way of solving it more reliably.`,
      `A useful way to think about ${topic} is as a tool with a job. Once you can say what the job is, the rules that follow stop looking arbitrary.`,
      `Experts rarely memorise ${topic} as a list of rules. They hold one clear picture of how it works and derive the details when they need them; this lesson builds that picture.`,
    ]),
  });

  for (const idea of ideas.length ? ideas : [`${title} in Practice`]) {
    add({ type: "header", level: 3, text: idea });
    add({
      type: "paragraph",
      text: `**${idea}** ${random.pick(["is easiest to learn from an example", "makes most sense when you see it used", "becomes clear once you try it on something small"])}. Notice what changes and what stays the same, and say in one sentence what ${lower(idea)} is for before reading on.`,
    });
  }

  const diagram = demoDiagramFor({ title, ideas, kind });
  if (diagram) add(diagram);
  add(naming(demoChoiceCheckpoint({ title, topic }), input.concepts?.slice(0, 1)));

  if (kind === "programming") {
    const language = codeLanguageOf(context);
    add({ type: "header", level: 2, text: "Worked Example" });
    add({
      type: "paragraph",
      text: `Read the code below line by line before running it, and predict its output. Then change one value and predict again: that habit builds real understanding of ${topic}.`,
    });
    add({ type: "codeBlock", language, code: codeSampleFor(title, language) });
    add({
      type: "paragraph",
      text: "Run it, compare the output with your prediction, and if they differ, find the exact line where your mental model went wrong.",
    });
  }
  if (kind === "quantitative") {
    const formula = formulaFor(context);
    add({ type: "header", level: 2, text: "The Formula" });
    add({
      type: "paragraph",
      text: `One formula carries most of the weight in ${topic}; in words, ${formula.meaning}.`,
    });
    add({ type: "mathBlock", latex: formula.block });
    add({ type: "paragraph", text: "For example, substituting small numbers:" });
    add({ type: "mathInline", latex: formula.inline });
    add({
      type: "paragraph",
      text: "Work one example by hand before you use a calculator or a spreadsheet, so you know what a sensible answer looks like.",
    });
    add({ type: "header", level: 2, text: "Seeing It in Data" });
    add({
      type: "paragraph",
      text: "The chart shows sample numbers. Before reading the axes closely, say what story the shape tells, then check whether the numbers support it.",
    });
    add({
      type: "chart",
      ...chartFor(context, [
        random.int(1, 5),
        random.int(1, 5),
        random.int(1, 5),
        random.int(1, 5),
        random.int(1, 5),
        random.int(1, 5),
      ]),
    });
  }
  if (kind === "language") {
    const phrases = phrasesFor(context);
    add({ type: "header", level: 2, text: "Useful Phrases" });
    add(
      phrases.length
        ? {
            type: "list",
            ordered: false,
            items: random
              .shuffle(phrases)
              .slice(0, 4)
              .map(([phrase, meaning]) => `**${phrase}** — ${meaning}`),
          }
        : {
            type: "list",
            ordered: false,
            items: [
              "Greet someone and introduce yourself",
              "Ask for something politely",
              "Say that you do not understand",
              "Ask someone to repeat more slowly",
            ],
          },
    );
    add({
      type: "paragraph",
      text: "Say each phrase aloud three times, then use it in a sentence about your own life. Speaking early matters more than perfect grammar.",
    });
  }

  add({ type: "imagePlaceholder", alt: `A diagram that explains ${topic} at a glance` });
  add({ type: "header", level: 2, text: "Common Mistakes" });
  add({
    type: "list",
    ordered: false,
    items: random
      .shuffle([
        `Learning the vocabulary of ${topic} without ever applying it`,
        "Skipping the small example and jumping to a big project",
        `Assuming ${topic} works the same way in every situation`,
        "Not checking your result against what you expected",
      ])
      .slice(0, 3),
  });
  add({ type: "header", level: 2, text: "Summary" });
  add({
    type: "list",
    ordered: true,
    items: [
      `${title} solves a specific problem: know which one.`,
      ...(ideas.length ? [`The key parts are ${joinAnd(ideas.map(lower))}.`] : []),
      "Try it on a small example first, then vary it.",
      next
        ? `Next up: *${next}*, which builds directly on this.`
        : `This closes the section *${input.section.topic}*: review it before you move on.`,
    ],
  });
  add(naming(demoFillInCheckpoint(), input.concepts?.slice(1, 2) ?? input.concepts?.slice(0, 1)));
  add({
    type: "paragraph",
    text: `**Practice:** spend ten minutes applying ${topic} to something from your own goal, then write down one question you still have.`,
  });

  return {
    title,
    blocks,
    books: random
      .shuffle([
        ...(kind === "programming" ? (BOOKS[codeLanguageOf(context)] ?? []) : []),
        ...(BOOKS[kind] ?? BOOKS.general!),
      ])
      .slice(0, 2),
    imagePrompt: `A clean, friendly explanatory illustration of ${topic} for a ${input.courseTitle} course, flat vector style, no text`,
    estimatedMinutes: Math.min(120, Math.max(5, input.estimatedMinutes)),
  };
}
