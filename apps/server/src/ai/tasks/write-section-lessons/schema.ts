import { z } from "zod";

/** A section's lessons: 3 to 6 titles with estimated minutes. */
export const SectionLessonsOutputSchema = z.object({
  lessons: z
    .array(
      z.object({
        title: z.string().min(3).max(120).describe("Lesson title, specific and in Title Case"),
        estimatedMinutes: z
          .number()
          .int()
          .min(5)
          .max(120)
          .describe("Minutes the lesson takes, usually 15 to 45"),
      }),
    )
    .min(3)
    .max(6)
    .describe("3 to 6 lessons in learning order"),
});
export type SectionLessonsOutput = z.infer<typeof SectionLessonsOutputSchema>;
