import { type LessonBlock, REFRESHER_CONCEPTS_MAX } from "@brainy/contract";
import type { LearnerNeeds } from "./server-types.ts";
import { clip } from "./text.ts";

/** "a", "a and b", "a, b and c". */
const joinAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Learner text inside the demo's Markdown: one line, no marks of its own, clipped. */
const plainQuote = (text: string, max: number) =>
  `“${clip(
    text
      .replace(/[*_`]+/g, "")
      .replace(/\s+/g, " ")
      .trim(),
    max,
  )}”`;

/**
 * The demo's refresher (issue 38): deterministic and offline, built from the weak prerequisites it
 * is given, naming them, and recalling the latest mistake when one is listed. Undefined without any.
 */
export function demoRefresher(lessonTitle: string, needs: LearnerNeeds | undefined): LessonBlock | undefined {
  const weak = needs?.weakPrerequisites.slice(0, REFRESHER_CONCEPTS_MAX) ?? [];
  if (weak.length === 0) return undefined;
  const names = weak.map((c) => clip(c.name, 80));
  const bold = joinAnd(names.map((n) => `**${n}**`));
  const mistake = needs?.mistakes.find((m) => names.includes(m.concept)) ?? needs?.mistakes[0];
  const recalled = mistake
    ? ` Last time, asked ${plainQuote(mistake.question, 160)}, you answered ${mistake.answer ? plainQuote(mistake.answer, 80) : "nothing"}: before reading on, say in one sentence what ${mistake.concept} really means and why that answer falls short.`
    : "";
  return {
    type: "refresher",
    concepts: names,
    text: `Before *${clip(lessonTitle, 120)}*, a quick look back at ${bold}: this lesson builds on ${names.length > 1 ? "them" : "it"}, and your recent answers show ${names.length > 1 ? "they are" : "it is"} not settled yet. Recall the main idea of each in your own words and one example of it.${recalled}`.slice(
      0,
      2000,
    ),
  };
}

/** The demo tutor's check of a misconception it knows of: one line after its answer, or "" without one. */
export function demoMisconceptionCheck(needs: LearnerNeeds | undefined): string {
  const mistake = needs?.mistakes[0];
  if (!mistake) return "";
  return `\n\n**A quick check:** earlier, asked ${plainQuote(mistake.question, 160)}, you answered ${mistake.answer ? plainQuote(mistake.answer, 80) : "nothing"}. How would you answer it now? Look again at **${clip(mistake.concept, 80)}** before you do.`;
}
