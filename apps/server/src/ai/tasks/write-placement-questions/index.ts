import { defineTask } from "../../task.ts";
import { buildPlacementQuestionsPrompt } from "./prompt.ts";
import { PlacementQuestionsOutputSchema } from "./schema.ts";

/** The placement check's questions (issue 38): one multiple-choice question per concept of the goal. */
export const writePlacementQuestionsTask = defineTask({
  name: "write-placement-questions",
  schema: PlacementQuestionsOutputSchema,
  description: "One multiple-choice question per concept, checking what the learner knows before studying",
  buildPrompt: buildPlacementQuestionsPrompt,
  maxOutputTokens: 5000,
});
