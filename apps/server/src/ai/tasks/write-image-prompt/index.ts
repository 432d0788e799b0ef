import { defineTask } from "../../task.ts";
import { buildImagePromptPrompt } from "./prompt.ts";
import { ImagePromptOutputSchema } from "./schema.ts";

/** Writes a prompt for the goal's cover image. */
export const writeImagePromptTask = defineTask({
  name: "write-image-prompt",
  schema: ImagePromptOutputSchema,
  description: "A prompt for a goal's cover image",
  buildPrompt: buildImagePromptPrompt,
  maxOutputTokens: 400,
});
