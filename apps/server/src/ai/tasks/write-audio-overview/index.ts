import { defineTask } from "../../task.ts";
import { buildAudioOverviewPrompt } from "./prompt.ts";
import { AudioOverviewScriptSchema } from "./schema.ts";

export type { AudioOverviewInput, OverviewMaterialPart } from "./prompt.ts";
export type { AudioOverviewScript } from "./schema.ts";

/** Writes a two-voice audio overview's script: chapters of host and expert turns, citing the learner's sources. */
export const writeAudioOverviewTask = defineTask({
  name: "write-audio-overview",
  schema: AudioOverviewScriptSchema,
  description:
    "The script of a two-voice audio overview: chapters of host and expert turns, in the learner's language, citing sources as [n]",
  buildPrompt: buildAudioOverviewPrompt,
  // A Deep dive is up to 2,200 words of turns plus their JSON: streamed so proxies see it move.
  stream: true,
  maxOutputTokens: 8000,
});
