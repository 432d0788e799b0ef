import { defineTask } from "../../task.ts";
import { buildRewriteLessonPrompt } from "./prompt.ts";
import { RewriteLessonOutputSchema } from "./schema.ts";

/** Writes a new version of a lesson: simpler, deeper, with more examples, or as the learner says. */
export const rewriteLessonTask = defineTask({
  name: "rewrite-lesson",
  schema: RewriteLessonOutputSchema,
  description: "The lesson rewritten as asked, as blocks in reading order",
  buildPrompt: buildRewriteLessonPrompt,
  stream: true,
  maxOutputTokens: 8000,
});
