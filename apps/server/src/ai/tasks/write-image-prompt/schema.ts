import { z } from "zod";

/** A text-to-image prompt for a goal's cover. */
export const ImagePromptOutputSchema = z.object({
  prompt: z
    .string()
    .min(20)
    .max(600)
    .describe(
      "One paragraph describing an abstract, text-free cover illustration: subject motifs, palette, style",
    ),
});
export type ImagePromptOutput = z.infer<typeof ImagePromptOutputSchema>;
