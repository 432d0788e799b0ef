import { defineTask } from "../../task.ts";
import { buildSectionLessonsPrompt } from "./prompt.ts";
import { SectionLessonsOutputSchema } from "./schema.ts";

/** Writes a section's lessons: 3 to 6 titles with estimated minutes. */
export const writeSectionLessonsTask = defineTask({
  name: "write-section-lessons",
  schema: SectionLessonsOutputSchema,
  description: "3 to 6 lesson titles with estimated minutes and the 2 to 6 concepts each teaches",
  buildPrompt: buildSectionLessonsPrompt,
  maxOutputTokens: 2500,
});
