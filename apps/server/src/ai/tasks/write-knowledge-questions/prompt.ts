import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type KnowledgeQuestionsInput = { goal: string; level?: string };

/** The prompt for the goal assessment screen's free-text questions. */
export function buildKnowledgeQuestionsPrompt(input: KnowledgeQuestionsInput): TaskPrompt {
  return {
    instructions: `You assess what a learner already knows before Brainy AI plans their learning. Write 3 to 8 open questions, from general to specific, that reveal their current knowledge and experience of the goal's subject. Each is answerable in a few sentences. Answer in JSON matching the schema, in the language of the goal.`,
    prompt: `Learner's goal: ${quote(input.goal, 2000)}\nStated level: ${input.level ?? "not specified"}`,
  };
}
