import { defineTask } from "../../task.ts";
import { buildCourseRoadmapPrompt } from "./prompt.ts";
import { CourseRoadmapOutputSchema } from "./schema.ts";

/** Writes a course's roadmap: 5 to 10 ordered sections. */
export const writeCourseRoadmapTask = defineTask({
  name: "write-course-roadmap",
  schema: CourseRoadmapOutputSchema,
  description: "5 to 10 ordered sections of a course",
  buildPrompt: buildCourseRoadmapPrompt,
  maxOutputTokens: 2000,
});
