import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { AiProviderName } from "@brainy/contract";
import { type LanguageModel, wrapLanguageModel } from "ai";
import type { Config } from "../../config.ts";
import type { AiCallContext } from "../engine.ts";
import { scratchpadMiddleware } from "./answer-text.ts";

export type ModelProviderName = Exclude<AiProviderName, "demo">;

/**
 * Default models when AI_MODEL / AI_MODEL_PRO are unset: a fast standard model for Free users and
 * the provider's best general model for Pro users. For openai-compatible servers the model is
 * whatever the server has pulled, so both default to a common Ollama tag.
 */
export const DEFAULT_MODELS: Record<ModelProviderName, { standard: string; pro: string }> = {
  openai: { standard: "gpt-5-mini", pro: "gpt-5" },
  anthropic: { standard: "claude-haiku-4-5", pro: "claude-sonnet-4-5" },
  "openai-compatible": { standard: "llama3.1", pro: "llama3.1" },
};

/** A language model picked for one call, with the id recorded in ai_calls. */
export type ModelChoice = { model: LanguageModel; modelId: string };

/** Picks the model per tier: AI_MODEL for free users, AI_MODEL_PRO (else AI_MODEL) for pro users. */
export type ModelResolver = (tier: AiCallContext["tier"]) => ModelChoice;

/** Builds the AI SDK model factory for AI_PROVIDER. Chat-completions API for both OpenAI flavours. */
export function createModelResolver(config: Config, provider: ModelProviderName): ModelResolver {
  const defaults = DEFAULT_MODELS[provider];
  const standard = config.AI_MODEL ?? defaults.standard;
  const pro = config.AI_MODEL_PRO ?? (config.AI_MODEL ? config.AI_MODEL : defaults.pro);
  let build: (modelId: string) => Parameters<typeof wrapLanguageModel>[0]["model"];
  if (provider === "anthropic") {
    const anthropic = createAnthropic({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL });
    build = (id) => anthropic(id);
  } else {
    const openai = createOpenAI({
      // Local servers (Ollama, llama.cpp) ignore the key but the SDK requires one.
      apiKey: config.AI_API_KEY ?? (provider === "openai-compatible" ? "not-needed" : undefined),
      baseURL:
        config.AI_BASE_URL ?? (provider === "openai-compatible" ? "http://127.0.0.1:11434/v1" : undefined),
    });
    build = (id) => openai.chat(id);
  }
  const cache = new Map<string, LanguageModel>();
  return (tier) => {
    const modelId = tier === "pro" ? pro : standard;
    // Every model's answer passes the scratchpad filter: a reasoning model's <think> never reaches a caller.
    const model =
      cache.get(modelId) ?? wrapLanguageModel({ model: build(modelId), middleware: scratchpadMiddleware() });
    cache.set(modelId, model);
    return { model, modelId };
  };
}
