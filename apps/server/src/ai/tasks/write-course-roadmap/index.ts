import type { AiCallContext, RoadmapSectionDraft } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildCourseRoadmapPrompt, type CourseRoadmapInput } from "./prompt.ts";
import { type CourseRoadmapOutput, CourseRoadmapOutputSchema } from "./schema.ts";

export type { CourseRoadmapInput } from "./prompt.ts";

export const writeCourseRoadmapTask = defineTask<CourseRoadmapInput, CourseRoadmapOutput>({
  name: "write-course-roadmap",
  schema: CourseRoadmapOutputSchema,
  schemaName: "course_roadmap",
  schemaDescription: "5 to 10 ordered sections of a course",
  buildPrompt: buildCourseRoadmapPrompt,
  maxOutputTokens: 2000,
});

/** Writes a course's roadmap: 5 to 10 ordered sections. */
export async function writeCourseRoadmap(
  runner: TaskRunner,
  input: CourseRoadmapInput,
  ctx: AiCallContext,
): Promise<{ sections: RoadmapSectionDraft[] }> {
  return runner.run(writeCourseRoadmapTask, input, ctx);
}
