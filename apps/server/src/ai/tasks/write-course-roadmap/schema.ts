import { z } from "zod";

/** A course's roadmap: 5 to 10 ordered sections. */
export const CourseRoadmapOutputSchema = z.object({
  sections: z
    .array(
      z.object({
        topic: z.string().min(3).max(120).describe("The section's topic, in Title Case"),
        summary: z
          .string()
          .min(10)
          .max(300)
          .describe("One sentence on what the learner will be able to do after it"),
      }),
    )
    .min(1)
    .max(10)
    .describe("5 to 10 sections in learning order (1 to 10 when following the learner's material)"),
});
export type CourseRoadmapOutput = z.infer<typeof CourseRoadmapOutputSchema>;
