import { defineTask } from "../../task.ts";
import { buildGapFixPrompt } from "./prompt.ts";
import { GapFixOutputSchema } from "./schema.ts";

/** 'Fix the gaps' (issue 38): a short part of a lesson for the concepts a failed assessment missed. */
export const writeGapFixTask = defineTask({
  name: "write-gap-fix",
  schema: GapFixOutputSchema,
  description: "A short part added to the lesson, teaching again the concepts the learner missed",
  buildPrompt: buildGapFixPrompt,
  stream: true,
  maxOutputTokens: 3000,
});
