import { defineTask } from "../../task.ts";
import { buildReplanCoursePrompt } from "./prompt.ts";
import { ReplanCourseOutputSchema } from "./schema.ts";

/** Plans an existing course's sections again from the learner's material ('Re-plan from my material'). */
export const replanCourseSectionsTask = defineTask({
  name: "replan-course-sections",
  schema: ReplanCourseOutputSchema,
  description: "A course's 1 to 10 sections following the learner's material, each with 3 to 6 lessons",
  buildPrompt: buildReplanCoursePrompt,
  maxOutputTokens: 9000,
});
