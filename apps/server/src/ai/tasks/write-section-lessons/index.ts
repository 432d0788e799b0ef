import type { AiCallContext, LessonDraft } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildSectionLessonsPrompt, type SectionLessonsInput } from "./prompt.ts";
import { type SectionLessonsOutput, SectionLessonsOutputSchema } from "./schema.ts";

export type { SectionLessonsInput } from "./prompt.ts";

export const writeSectionLessonsTask = defineTask<SectionLessonsInput, SectionLessonsOutput>({
  name: "write-section-lessons",
  schema: SectionLessonsOutputSchema,
  schemaName: "section_lessons",
  schemaDescription: "3 to 6 lesson titles with estimated minutes",
  buildPrompt: buildSectionLessonsPrompt,
  maxOutputTokens: 1000,
});

/** Writes a section's lessons: 3 to 6 titles with estimated minutes. */
export async function writeSectionLessons(
  runner: TaskRunner,
  input: SectionLessonsInput,
  ctx: AiCallContext,
): Promise<{ lessons: LessonDraft[] }> {
  return runner.run(writeSectionLessonsTask, input, ctx);
}
