import { z } from "zod";
import { SectionLessonsOutputSchema } from "../write-section-lessons/schema.ts";

/** A course's sections planned again from the learner's material, each with its lessons. */
export const ReplanCourseOutputSchema = z.object({
  sections: z
    .array(
      z.object({
        topic: z.string().min(3).max(200).describe("The section's topic: the heading's own words"),
        summary: z
          .string()
          .min(10)
          .max(400)
          .describe("One sentence on what the learner will be able to do after it"),
        lessons: SectionLessonsOutputSchema.shape.lessons,
      }),
    )
    .min(1)
    .max(10)
    .describe("1 to 10 sections in learning order, following the material's headings"),
});
export type ReplanCourseOutput = z.infer<typeof ReplanCourseOutputSchema>;
