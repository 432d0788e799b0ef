import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type PracticeQuestionsInput = {
  goal: string;
  /** The concept to practise. */
  concept: string;
  /** The titles of the lessons that teach it. */
  lessonTitles: string[];
  /** What those lessons say (their text, clipped). */
  material: string;
  /** Other concepts of the goal: plausible wrong choices. */
  otherConcepts: string[];
  /** Questions the learner has seen on it already (not to repeat). */
  seen: string[];
  count: number;
};

/** The practice writer's prompt: one concept, what the lessons say about it, what not to repeat. */
export function buildPracticeQuestionsPrompt(input: PracticeQuestionsInput): TaskPrompt {
  return {
    instructions: `You write practice questions for Brainy AI. Write ${input.count} short questions that check whether the learner understands ONE concept, from what their lessons teach: mostly multiple choice (2 to 5 plausible choices, exactly one right, the answer written word for word as one of the choices), and at most one fill-in question (no choices; a short expected answer and other accepted spellings). Each has a one-line explanation. Do not repeat the questions already seen. Answer in JSON matching the schema, in the language of the lessons.`,
    prompt: `Learner's goal: ${quote(input.goal, 1000)}
Concept to practise: ${quote(input.concept, 120)}
Taught in: ${input.lessonTitles.map((t) => quote(t, 200)).join(", ") || "(no lesson yet)"}
Other concepts of the goal: ${quote(input.otherConcepts.join("; "), 1500)}
Questions already seen: ${quote(input.seen.join(" | ") || "(none)", 2000)}

What the lessons say:
${quote(input.material, 6000)}`,
  };
}
