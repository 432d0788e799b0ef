import { defineTask } from "../../task.ts";
import { buildLessonConceptsPrompt } from "./prompt.ts";
import { LessonConceptsOutputSchema } from "./schema.ts";

/** Names the concepts of a section's existing lessons (issue 37: goals planned before concepts). */
export const nameLessonConceptsTask = defineTask({
  name: "name-lesson-concepts",
  schema: LessonConceptsOutputSchema,
  description: "The 2 to 6 concepts each of a section's existing lessons teaches, and what they build on",
  buildPrompt: buildLessonConceptsPrompt,
  maxOutputTokens: 2500,
});
