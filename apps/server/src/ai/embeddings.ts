import type { Config } from "../config.ts";

/** Turns texts into vectors (EMBEDDING_PROVIDER); services receive it, never a provider directly. */
export type Embedder = {
  /** The provider and model, e.g. openai/text-embedding-3-small: stored with every vector. */
  model: string;
  /** One vector per text, in order. Throws when the provider fails (after its own retries). */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
};

/** Default embedding models when EMBEDDING_MODEL is unset. */
export const DEFAULT_EMBEDDING_MODELS = {
  openai: "text-embedding-3-small",
  "openai-compatible": "nomic-embed-text",
} as const;

/**
 * The embedder for EMBEDDING_PROVIDER, or null when none is configured (retrieval is then full-text
 * alone). The AI SDK and its OpenAI provider are imported only here, only when configured.
 */
export async function createEmbedder(config: Config): Promise<Embedder | null> {
  const provider = config.EMBEDDING_PROVIDER;
  if (!provider) return null;
  const [{ embedMany }, { createOpenAI }] = await Promise.all([import("ai"), import("@ai-sdk/openai")]);
  const openai = createOpenAI({
    // Local servers (Ollama, llama.cpp) ignore the key but the SDK requires one.
    apiKey:
      config.EMBEDDING_API_KEY ??
      (provider === "openai" ? config.AI_API_KEY : undefined) ??
      (provider === "openai-compatible" ? "not-needed" : undefined),
    baseURL:
      config.EMBEDDING_BASE_URL ??
      (provider === "openai-compatible" ? "http://127.0.0.1:11434/v1" : undefined),
  });
  const modelId = config.EMBEDDING_MODEL ?? DEFAULT_EMBEDDING_MODELS[provider];
  const model = openai.embedding(modelId);
  return {
    model: `${provider}/${modelId}`,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const timeout = AbortSignal.timeout(config.EMBEDDING_TIMEOUT_MS);
      const { embeddings } = await embedMany({
        model,
        values: texts,
        maxRetries: config.AI_MAX_RETRIES,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return embeddings;
    },
  };
}
