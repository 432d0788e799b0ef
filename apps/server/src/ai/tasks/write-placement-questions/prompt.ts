import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type PlacementQuestionsInput = {
  goal: string;
  /** The concepts to check, each with the titles of the lessons that will teach it. */
  concepts: { name: string; lessonTitles: string[] }[];
};

/** The placement writer's prompt: one multiple-choice question per concept, before any lesson is studied. */
export function buildPlacementQuestionsPrompt(input: PlacementQuestionsInput): TaskPrompt {
  const list = input.concepts
    .map(
      (c, i) =>
        `${i + 1}. ${quote(c.name, 120)} (taught in: ${c.lessonTitles.map((t) => quote(t, 150)).join(", ") || "a later lesson"})`,
    )
    .join("\n");
  return {
    instructions: `You write a placement check for Brainy AI: before studying, the learner answers a few questions so Brainy can skip what they already know. Write exactly ONE multiple-choice question for EACH concept listed, in the order given, naming the concept in "concept" exactly as listed. Each question checks whether someone already knows the concept (not whether they read a lesson: they have not), with 3 to 5 plausible choices, exactly one right, the answer written word for word as one of the choices, and a one-line explanation. Do not give the answer away in the question. Answer in JSON matching the schema, in the language of the goal.`,
    prompt: `Learner's goal: ${quote(input.goal, 1000)}

Concepts to check:
${list}`,
  };
}
