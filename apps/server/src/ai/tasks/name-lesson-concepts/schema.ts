import { z } from "zod";
import { LessonConceptsSchema } from "../write-section-lessons/schema.ts";

/** The concepts of a section's existing lessons, one list per lesson in the order given. */
export const LessonConceptsOutputSchema = z.object({
  lessons: z
    .array(z.object({ concepts: LessonConceptsSchema }))
    .min(1)
    .max(12)
    .describe("One entry per lesson, in the order given"),
});
export type LessonConceptsOutput = z.infer<typeof LessonConceptsOutputSchema>;
