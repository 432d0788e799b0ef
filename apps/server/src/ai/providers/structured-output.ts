import type { AiProviderName } from "@brainy/contract";

/** The providers that call a model (all but the demo); kept here so config.ts can parse the setting without an import cycle. */
type ModelProviderName = Exclude<AiProviderName, "demo">;

/**
 * How a model is asked for a task's JSON answer:
 * - `json-schema`: the request carries the task's JSON schema (`response_format: json_schema` on
 *   OpenAI and compatible servers; Ollama maps it to its `format`, vLLM to its guided decoding);
 * - `json-object`: the request asks only for JSON (`response_format: json_object`), the schema
 *   goes in the instructions (servers that refuse a schema);
 * - `tool`: one tool whose input is the answer, and the model is made to call it (Anthropic's
 *   tool use; also any server with function calling);
 * - `prompt`: nothing in the request, the schema goes in the instructions (servers with neither).
 * Whatever the mode, every answer is read leniently (code fences, prose around it, scratchpads)
 * and validated with the task's zod schema; a failure gets the repair round.
 */
export const STRUCTURED_OUTPUT_MODES = ["json-schema", "json-object", "tool", "prompt"] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

/** What a provider's models support best when AI_STRUCTURED_OUTPUT names nothing for them. */
const DEFAULT_MODES: Record<ModelProviderName, StructuredOutputMode> = {
  openai: "json-schema",
  anthropic: "tool",
  "openai-compatible": "json-schema",
};

/** AI_STRUCTURED_OUTPUT parsed: a mode per model id, and `*` for every other model. */
export type StructuredOutputOverrides = Record<string, StructuredOutputMode>;

/**
 * Parses AI_STRUCTURED_OUTPUT: one mode for every model (`json-object`), or `model=mode` pairs
 * separated by commas, `*` naming the default (`qwen3:8b=prompt,*=json-schema`). Throws a message
 * naming the bad part.
 */
export function parseStructuredOutputSetting(value: string | undefined): StructuredOutputOverrides {
  const overrides: StructuredOutputOverrides = {};
  for (const part of (value ?? "").split(",").map((p) => p.trim())) {
    if (!part) continue;
    const eq = part.lastIndexOf("=");
    const [model, mode] = eq === -1 ? ["*", part] : [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if (!model || !isMode(mode))
      throw new Error(`"${part}": expected a mode (${STRUCTURED_OUTPUT_MODES.join(", ")}) or model=mode`);
    overrides[model] = mode;
  }
  return overrides;
}

function isMode(value: string): value is StructuredOutputMode {
  return (STRUCTURED_OUTPUT_MODES as readonly string[]).includes(value);
}

/** The structured-output mode of one provider and model: its override, the `*` one, else the provider's default. */
export function structuredOutputMode(
  provider: ModelProviderName,
  modelId: string,
  overrides: StructuredOutputOverrides = {},
): StructuredOutputMode {
  return overrides[modelId] ?? overrides["*"] ?? DEFAULT_MODES[provider];
}

/**
 * The output-token cap sent for a task: its budget, times four on OpenAI, whose reasoning models
 * count their hidden reasoning against the cap; `retry` doubles it for the one request after an
 * answer was cut off by the limit.
 */
export function outputTokenCap(provider: ModelProviderName, budget: number, retry = false): number {
  return budget * (provider === "openai" ? 4 : 1) * (retry ? 2 : 1);
}
