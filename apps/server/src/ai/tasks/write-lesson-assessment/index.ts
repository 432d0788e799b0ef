import { defineTask } from "../../task.ts";
import { buildLessonAssessmentPrompt } from "./prompt.ts";
import { LessonAssessmentOutputSchema } from "./schema.ts";

/** Writes 4 to 8 questions about a lesson's own content, with the answer key kept on the server. */
export const writeLessonAssessmentTask = defineTask({
  name: "write-lesson-assessment",
  schema: LessonAssessmentOutputSchema,
  description:
    "4 to 8 questions on the lesson: four-option choice questions and one or two open ones with a rubric",
  buildPrompt: buildLessonAssessmentPrompt,
  maxOutputTokens: 2500,
});
