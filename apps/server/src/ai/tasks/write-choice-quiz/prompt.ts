import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type ChoiceQuizInput = { goal: string; level?: string };

/** The prompt for the overlay knowledge assessment (options A to D). */
export function buildChoiceQuizPrompt(input: ChoiceQuizInput): TaskPrompt {
  return {
    instructions: `You write a short knowledge check for Brainy AI. Write 5 multiple-choice questions (3 to 10 allowed) about the goal's subject at the stated level, easiest first. Each has exactly four plausible options (shown as A to D) and one correct answer given by its index 0-3; vary the position of the correct option. Answer in JSON matching the schema, in the language of the goal.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}\nLevel: ${input.level ?? "Beginner"}`,
  };
}
