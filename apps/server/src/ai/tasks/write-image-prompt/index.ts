import type { AiCallContext } from "../../engine.ts";
import { defineTask, type TaskRunner } from "../../task.ts";
import { buildImagePromptPrompt, type ImagePromptInput } from "./prompt.ts";
import { type ImagePromptOutput, ImagePromptOutputSchema } from "./schema.ts";

export type { ImagePromptInput } from "./prompt.ts";

export const writeImagePromptTask = defineTask<ImagePromptInput, ImagePromptOutput>({
  name: "write-image-prompt",
  schema: ImagePromptOutputSchema,
  schemaName: "image_prompt",
  schemaDescription: "A prompt for a goal's cover image",
  buildPrompt: buildImagePromptPrompt,
  maxOutputTokens: 400,
});

/** Writes a prompt for the goal's cover image. */
export async function writeImagePrompt(
  runner: TaskRunner,
  input: ImagePromptInput,
  ctx: AiCallContext,
): Promise<{ prompt: string }> {
  return runner.run(writeImagePromptTask, input, ctx);
}
