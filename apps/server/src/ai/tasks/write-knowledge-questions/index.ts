import { defineTask } from "../../task.ts";
import { buildKnowledgeQuestionsPrompt } from "./prompt.ts";
import { KnowledgeQuestionsOutputSchema } from "./schema.ts";

/** Writes the goal assessment screen's free-text questions. */
export const writeKnowledgeQuestionsTask = defineTask({
  name: "write-knowledge-questions",
  schema: KnowledgeQuestionsOutputSchema,
  description: "3 to 8 open questions about the learner's current knowledge",
  buildPrompt: buildKnowledgeQuestionsPrompt,
  maxOutputTokens: 1000,
});
