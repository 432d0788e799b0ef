import { LessonBlockSchema } from "@brainy/contract";
import { z } from "zod";

/** A rewritten lesson: its title and blocks in reading order. */
export const RewriteLessonOutputSchema = z.object({
  title: z.string().min(3).max(200).describe("The lesson title (usually unchanged)"),
  blocks: z.array(LessonBlockSchema).min(2).max(40).describe("The rewritten lesson in reading order"),
});
export type RewriteLessonOutput = z.infer<typeof RewriteLessonOutputSchema>;
