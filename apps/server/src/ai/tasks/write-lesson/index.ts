import { defineTask } from "../../task.ts";
import { buildWriteLessonPrompt } from "./prompt.ts";
import { WriteLessonOutputSchema } from "./schema.ts";

/** Writes one lesson's content as blocks, with books, an illustration prompt and the study time. */
export const writeLessonTask = defineTask({
  name: "write-lesson",
  schema: WriteLessonOutputSchema,
  description: "One lesson of a course as content blocks, with books, an image prompt and minutes",
  buildPrompt: buildWriteLessonPrompt,
  stream: true,
  maxOutputTokens: 3000,
});
