import type { TaskPrompt } from "../../task.ts";
import { quote } from "../prompt-helpers.ts";

export type ImagePromptInput = { goal: string; title?: string };

/** The prompt that writes a cover-image prompt for a goal. */
export function buildImagePromptPrompt(input: ImagePromptInput): TaskPrompt {
  return {
    instructions: `You write prompts for a text-to-image model that draws cover images for learning goals in Brainy AI. Describe one abstract, friendly, modern illustration that evokes the subject through motifs and colour. No text, letters, logos or real people in the image. One paragraph, at most 80 words. Answer in JSON matching the schema, in English.`,
    prompt: `Goal: ${quote(input.goal, 2000)}${input.title ? `\nTitle: ${quote(input.title, 160)}` : ""}`,
  };
}
