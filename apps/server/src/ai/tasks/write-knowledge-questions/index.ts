import type { AiCallContext } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildKnowledgeQuestionsPrompt, type KnowledgeQuestionsInput } from "./prompt.ts";
import { type KnowledgeQuestionsOutput, KnowledgeQuestionsOutputSchema } from "./schema.ts";

export type { KnowledgeQuestionsInput } from "./prompt.ts";

export const writeKnowledgeQuestionsTask = defineTask<KnowledgeQuestionsInput, KnowledgeQuestionsOutput>({
  name: "write-knowledge-questions",
  schema: KnowledgeQuestionsOutputSchema,
  schemaName: "knowledge_questions",
  schemaDescription: "3 to 8 open questions about the learner's current knowledge",
  buildPrompt: buildKnowledgeQuestionsPrompt,
  maxOutputTokens: 1000,
});

/** Writes the goal assessment screen's free-text questions. */
export async function writeKnowledgeQuestions(
  runner: TaskRunner,
  input: KnowledgeQuestionsInput,
  ctx: AiCallContext,
): Promise<{ questions: string[] }> {
  return runner.run(writeKnowledgeQuestionsTask, input, ctx);
}
