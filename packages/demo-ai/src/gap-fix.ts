import type { LessonBlock } from "@brainy/contract";
import type { GapFixInput, GapFixOutput } from "./server-types.ts";
import { clip } from "./text.ts";

/** The label every demo part carries, so nobody takes it for a model's teaching. */
export const DEMO_GAP_FIX_NOTE =
  "(Demo part: written offline by the demo provider from the concepts you missed and your answers, not by a model.)";

/**
 * 'Fix the gaps' offline (issue 38): deterministic, built from the missed concepts and the
 * learner's own wrong answers: per concept a header, what the wrong answer confused, the right
 * answer, and a small example to try; labelled as demo writing.
 */
export function demoWriteGapFix(input: GapFixInput): GapFixOutput {
  const blocks: LessonBlock[] = [{ type: "paragraph", text: DEMO_GAP_FIX_NOTE }];
  const concepts = input.concepts.length > 0 ? input.concepts : [input.lessonTitle];
  for (const concept of concepts.slice(0, 6)) {
    const name = clip(concept, 120);
    const mistake = input.mistakes.find((m) => m.concepts.includes(concept)) ?? input.mistakes[0];
    blocks.push({ type: "header", level: 3, text: name });
    blocks.push({
      type: "paragraph",
      text: mistake
        ? `You answered **${clip(mistake.yourAnswer, 160)}** to "${clip(mistake.question, 200)}". The answer is **${clip(mistake.correctAnswer, 200)}**: ${name.toLowerCase()} is about what that answer names, so start from it and check each step against it.`
        : `${name} is the idea to go over again: say in one sentence what it does, then check that sentence against the lesson.`,
    });
    blocks.push({
      type: "list",
      ordered: true,
      items: [
        `Say in your own words what ${name.toLowerCase()} means.`,
        `Work the smallest example of ${name.toLowerCase()} you can think of by hand.`,
        "Change one thing in the example and predict the result before you check it.",
      ],
    });
  }
  return { blocks: blocks.slice(0, 16) };
}
