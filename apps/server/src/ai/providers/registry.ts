import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { AiProviderName } from "@brainy/contract";
import { type LanguageModel, wrapLanguageModel } from "ai";
import type { Config } from "../../config.ts";
import type { AiCallContext } from "../engine.ts";
import type { RouteTarget } from "../routes.ts";
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

/** A resolver of the model per tier; a route's engine has one model for both. */
export type ModelResolver = (tier: AiCallContext["tier"]) => ModelChoice;

/**
 * The models of AI_PROVIDER's default route: AI_MODEL for free users, AI_MODEL_PRO (else AI_MODEL)
 * for pro users, else the provider's defaults.
 */
export function planModels(config: Config, provider: ModelProviderName): { free: string; pro: string } {
  const defaults = DEFAULT_MODELS[provider];
  return {
    free: config.AI_MODEL ?? defaults.standard,
    pro: config.AI_MODEL_PRO ?? (config.AI_MODEL ? config.AI_MODEL : defaults.pro),
  };
}

/**
 * How a route's provider is reached: the runner's provider kind, its address and key (ADR 0049).
 * AI_BASE_URL and AI_API_KEY belong to AI_PROVIDER's routes only, so no key reaches another server:
 * other hosted providers take OPENAI_API_KEY / ANTHROPIC_API_KEY, local servers none.
 */
export function connectionOf(config: Config, provider: Exclude<RouteTarget["provider"], "demo">) {
  const primary = config.AI_PROVIDER === provider;
  const baseURL = primary ? config.AI_BASE_URL : undefined;
  const apiKey = primary ? config.AI_API_KEY : undefined;
  if (provider === "anthropic")
    return { kind: "anthropic" as const, baseURL, apiKey: apiKey ?? config.ANTHROPIC_API_KEY };
  if (provider === "openai")
    return { kind: "openai" as const, baseURL, apiKey: apiKey ?? config.OPENAI_API_KEY };
  const local =
    provider === "ollama"
      ? config.OLLAMA_BASE_URL
      : provider === "llama.cpp"
        ? config.LLAMACPP_BASE_URL
        : (baseURL ?? "http://127.0.0.1:11434/v1");
  // Local servers (Ollama, llama.cpp) ignore the key but the SDK requires one.
  return { kind: "openai-compatible" as const, baseURL: local, apiKey: apiKey ?? "not-needed" };
}

/** The one model of a route (AI_ROUTES), wrapped in the scratchpad filter like every model. */
export function createRouteModel(
  config: Config,
  target: RouteTarget & { provider: Exclude<RouteTarget["provider"], "demo"> },
) {
  const connection = connectionOf(config, target.provider);
  const base =
    connection.kind === "anthropic"
      ? createAnthropic({ apiKey: connection.apiKey, baseURL: connection.baseURL })(target.model)
      : createOpenAI({ apiKey: connection.apiKey, baseURL: connection.baseURL }).chat(target.model);
  const choice: ModelChoice = {
    model: wrapLanguageModel({ model: base, middleware: scratchpadMiddleware() }),
    modelId: target.model,
  };
  return { kind: connection.kind, resolveModel: (() => choice) as ModelResolver };
}
