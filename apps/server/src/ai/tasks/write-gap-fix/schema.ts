import { LessonBlockSchema } from "@brainy/contract";
import { z } from "zod";

/** The part 'Fix the gaps' adds to a lesson: blocks in reading order, appended after the lesson. */
export const GapFixOutputSchema = z.object({
  blocks: z
    .array(LessonBlockSchema)
    .min(2)
    .max(16)
    .describe("The part in reading order: for each missed concept a short explanation, an example, a check"),
});
export type GapFixOutput = z.infer<typeof GapFixOutputSchema>;
