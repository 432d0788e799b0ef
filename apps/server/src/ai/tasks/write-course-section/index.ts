import { defineTask } from "../../task.ts";
import { buildCourseSectionPrompt } from "./prompt.ts";
import { CourseSectionOutputSchema } from "./schema.ts";

/** Writes one section the learner asked for, with where it fits and its lessons. */
export const writeCourseSectionTask = defineTask({
  name: "write-course-section",
  schema: CourseSectionOutputSchema,
  description: "One course section on the asked subject: topic, summary, position and 3 to 6 lessons",
  buildPrompt: buildCourseSectionPrompt,
  maxOutputTokens: 2800,
});
