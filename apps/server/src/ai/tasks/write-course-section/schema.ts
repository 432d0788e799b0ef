import { z } from "zod";
import { SectionLessonsOutputSchema } from "../write-section-lessons/schema.ts";

/** A new section of a course on the learner's subject: its topic, summary, place and lessons. */
export const CourseSectionOutputSchema = z.object({
  topic: z.string().min(3).max(200).describe("The section's topic, specific and in Title Case"),
  summary: z.string().min(10).max(400).describe("One or two sentences: what the learner will be able to do"),
  position: z
    .number()
    .int()
    .min(0)
    .describe("The index among the existing sections where it fits in learning order (0 = first)"),
  lessons: SectionLessonsOutputSchema.shape.lessons,
});
export type CourseSectionOutput = z.infer<typeof CourseSectionOutputSchema>;
