import { BookSchema, LessonBlockSchema } from "@brainy/contract";
import { z } from "zod";

/** A written lesson: its blocks in reading order, books, an illustration prompt and the study time. */
export const WriteLessonOutputSchema = z.object({
  title: z.string().min(3).max(200).describe("The lesson title"),
  blocks: z
    .array(LessonBlockSchema)
    .min(4)
    .max(40)
    .describe(
      "The lesson in reading order: a refresher first only when the learner's weak prerequisites are listed, then headers (level 2-3), paragraphs, lists, and where they help code blocks, LaTeX math, one imagePlaceholder, a chart with inline data, a Mermaid diagram, and one or two checkpoint questions",
    ),
  books: z.array(BookSchema).max(4).describe("Up to 4 real, well-known books for further reading"),
  imagePrompt: z
    .string()
    .min(10)
    .max(600)
    .describe("A prompt for one clear explanatory illustration of the lesson, no text in the image"),
  estimatedMinutes: z.number().int().min(5).max(120).describe("Minutes a learner needs for this lesson"),
});
export type WriteLessonOutput = z.infer<typeof WriteLessonOutputSchema>;
