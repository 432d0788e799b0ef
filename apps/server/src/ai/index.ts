import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import type { MediaStore } from "../media/store.ts";
import type { AiEngine, ImageService } from "./engine.ts";
import { createDemoImageService } from "./images/index.ts";
import { type AiLogger, createCallRecorder, type RecordCall } from "./record.ts";
import { withLearnerContext } from "./token-budget.ts";

export type { AiEngine, ImageService } from "./engine.ts";
export { summarizeAiUsage } from "./repository.ts";

/**
 * The AI engine for AI_PROVIDER: the offline demo provider (packages/demo-ai), or a real model
 * through the AI SDK, with each learner's language and daily token budget (token-budget.ts). Each is imported only when configured: the SDK and its provider packages
 * cost tens of MiB of memory a demo server never uses, and a server with a real model never
 * loads the demo's answers (apps/server/test/provider-loading.test.ts).
 */
export async function createAiEngine(options: {
  config: Config;
  db: Db;
  logger?: AiLogger;
  sleep?: (ms: number) => Promise<void>;
  /** Where calls are reported instead of ai_calls (npm run eval:ai reads them). */
  record?: RecordCall;
}): Promise<AiEngine> {
  const { config } = options;
  const budgets = { free: config.AI_DAILY_TOKENS_FREE, pro: config.AI_DAILY_TOKENS_PRO };
  return withLearnerContext(await createProviderEngine(options), { db: options.db, budgets });
}

/** The engine of the configured provider alone (no learner context). */
async function createProviderEngine(options: Parameters<typeof createAiEngine>[0]): Promise<AiEngine> {
  const { config } = options;
  const record = options.record ?? createCallRecorder(options.db, options.logger);
  if (config.AI_PROVIDER === "demo") {
    const { createDemoEngine } = await import("@brainy/demo-ai");
    return createDemoEngine({
      record,
      stepDelayMs: config.AI_DEMO_STEP_MS,
      outputInvalid: (message, cause) => new AppError("AI_OUTPUT_INVALID", message, { cause }),
    });
  }
  const [{ createModelEngine }, { createModelResolver }] = await Promise.all([
    import("./providers/model-runner.ts"),
    import("./providers/registry.ts"),
  ]);
  return createModelEngine({
    provider: config.AI_PROVIDER,
    resolveModel: createModelResolver(config, config.AI_PROVIDER),
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
    structuredOutput: config.AI_STRUCTURED_OUTPUT,
    record,
    logger: options.logger,
    sleep: options.sleep,
  });
}

/** The image service for IMAGE_PROVIDER: deterministic SVG covers (demo) or OpenAI images (loaded on demand). */
export async function createImageService(options: {
  config: Config;
  media: MediaStore;
  db: Db;
  logger?: AiLogger;
}): Promise<ImageService> {
  const record = createCallRecorder(options.db, options.logger);
  if (options.config.IMAGE_PROVIDER === "openai") {
    const { createOpenAiImageService } = await import("./images/openai.ts");
    return createOpenAiImageService({
      config: options.config,
      media: options.media,
      record,
      logger: options.logger,
    });
  }
  return createDemoImageService(options.media, record);
}
