import { defineTask } from "../../task.ts";
import { buildExtractMemoryPrompt } from "./prompt.ts";
import { ExtractMemoryOutputSchema } from "./schema.ts";

export type { ExtractMemoryInput } from "./prompt.ts";
export type { ExtractMemoryOutput } from "./schema.ts";

/** Durable facts about the learner from their recent chat, for the tutor's memory (issue 38). */
export const extractMemoryTask = defineTask({
  name: "extract-memory",
  schema: ExtractMemoryOutputSchema,
  description: "New or updated durable facts about the learner (preferences, misconceptions, circumstances)",
  buildPrompt: buildExtractMemoryPrompt,
  maxOutputTokens: 600,
});
