import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import type { MediaStore } from "../media/store.ts";
import type { AiEngine, ImageService } from "./engine.ts";
import { createDemoImageService } from "./images/index.ts";
import { type AiLogger, createCallRecorder, type RecordCall } from "./record.ts";
import { createRoutedEngine } from "./router.ts";
import { type RouteTarget, resolveRoute } from "./routes.ts";
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

/**
 * The routed engine (router.ts): each task on its AI_ROUTES route, with fallbacks; without routes
 * every task on AI_PROVIDER with the plan's model (AI_MODEL / AI_MODEL_PRO), as before routes.
 */
async function createProviderEngine(options: Parameters<typeof createAiEngine>[0]): Promise<AiEngine> {
  const { config } = options;
  const record = options.record ?? createCallRecorder(options.db, options.logger);
  const defaults = await defaultTargets(config);
  return createRoutedEngine({
    provider: config.AI_PROVIDER,
    logger: options.logger,
    route: (task, tier) => resolveRoute(config.AI_ROUTES, task, tier, defaults[tier]),
    engineFor: (target, label) =>
      createTargetEngine({ ...options, record: (report) => record({ ...report, route: label }) }, target),
  });
}

/** AI_PROVIDER with the plan's model: the route of every task no rule names. */
async function defaultTargets(config: Config): Promise<Record<"free" | "pro", RouteTarget>> {
  const provider = config.AI_PROVIDER;
  if (provider === "demo") return { free: { provider, model: "demo" }, pro: { provider, model: "demo" } };
  const { planModels } = await import("./providers/registry.ts");
  const models = planModels(config, provider);
  return { free: { provider, model: models.free }, pro: { provider, model: models.pro } };
}

/** The engine of one route target: the demo, or its model through the AI SDK (loaded on first use). */
async function createTargetEngine(
  options: Parameters<typeof createAiEngine>[0] & { record: RecordCall },
  target: RouteTarget,
): Promise<AiEngine> {
  const { config, record } = options;
  if (target.provider === "demo") {
    const { createDemoEngine } = await import("@brainy/demo-ai");
    return createDemoEngine({
      record,
      stepDelayMs: config.AI_DEMO_STEP_MS,
      outputInvalid: (message, cause) => new AppError("AI_OUTPUT_INVALID", message, { cause }),
    });
  }
  const [{ createModelEngine }, { createRouteModel }] = await Promise.all([
    import("./providers/model-runner.ts"),
    import("./providers/registry.ts"),
  ]);
  const { kind, resolveModel } = createRouteModel(config, { ...target, provider: target.provider });
  return createModelEngine({
    provider: kind,
    resolveModel,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
    structuredOutput: target.mode
      ? { ...config.AI_STRUCTURED_OUTPUT, [target.model]: target.mode }
      : config.AI_STRUCTURED_OUTPUT,
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
