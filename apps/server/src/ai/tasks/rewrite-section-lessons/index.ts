import { defineTask } from "../../task.ts";
import { SectionLessonsOutputSchema } from "../write-section-lessons/schema.ts";
import { buildRewriteSectionLessonsPrompt } from "./prompt.ts";

/** Rewrites a section's lessons from an instruction: 3 to 6 titles with estimated minutes. */
export const rewriteSectionLessonsTask = defineTask({
  name: "rewrite-section-lessons",
  schema: SectionLessonsOutputSchema,
  description: "3 to 6 lesson titles with estimated minutes and concepts, rewritten as instructed",
  buildPrompt: buildRewriteSectionLessonsPrompt,
  maxOutputTokens: 2500,
});
