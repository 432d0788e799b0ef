/**
 * The routed engine (AI_ROUTES, ADR 0049): each call goes to the engine of its task's route
 * (routes.ts resolveRoute); when that provider fails after its retries (AI_UNAVAILABLE: 429 or 5xx
 * retried out, a timeout, a refused connection) the next route of the rule answers. Each engine
 * records its own ai_calls row with the route's label, so the row of the answer names the route
 * that gave it. A stream falls back only before its first partial: a learner never sees two answers.
 */
import { AppError } from "../lib/app-error.ts";
import type { AiCallContext, AiCallOptions, AiEngine } from "./engine.ts";
import type { AiLogger } from "./record.ts";
import { type ResolvedRoute, type RouteTarget, routeLabel } from "./routes.ts";
import type { AiTask } from "./task.ts";

export type RoutedEngineOptions = {
  /** AI_PROVIDER, what /health reports. */
  provider: AiEngine["provider"];
  route(task: string, tier: AiCallContext["tier"]): ResolvedRoute;
  /** The engine of one route target, recording calls under `label`; built once per label. */
  engineFor(target: RouteTarget, label: string): Promise<AiEngine>;
  logger?: AiLogger;
};

/** True for a failure another provider may not share: the provider is down, busy or too slow. */
const providerFailed = (error: unknown) => error instanceof AppError && error.code === "AI_UNAVAILABLE";

export function createRoutedEngine(options: RoutedEngineOptions): AiEngine {
  const engines = new Map<string, Promise<AiEngine>>();
  const engineOf = (target: RouteTarget, label: string) => {
    let engine = engines.get(label);
    if (!engine) {
      engine = options.engineFor(target, label);
      engines.set(label, engine);
      // A failed build (a provider package that cannot load) is tried again on the next call.
      engine.catch(() => engines.delete(label));
    }
    return engine;
  };
  /** The targets of a call in order, each with its engine's label. */
  const stepsOf = (task: { name: string }, ctx: AiCallContext) => {
    const { rule, targets } = options.route(task.name, ctx.tier);
    return targets.map((target, index) => ({ target, label: routeLabel(rule, index, target) }));
  };
  const fallingBack = (task: { name: string }, from: string, to: string, error: unknown) =>
    options.logger?.warn(
      { task: task.name, from, to, err: (error as Error).message },
      "ai route failed; its fallback answers",
    );

  return {
    provider: options.provider,
    async run<I, R, O>(task: AiTask<I, R, O>, input: I, ctx: AiCallContext, callOptions?: AiCallOptions) {
      const steps = stepsOf(task, ctx);
      for (const [index, step] of steps.entries()) {
        try {
          return await (await engineOf(step.target, step.label)).run(task, input, ctx, callOptions);
        } catch (error) {
          const next = steps[index + 1];
          if (!next || !providerFailed(error) || callOptions?.signal?.aborted) throw error;
          fallingBack(task, step.label, next.label, error);
        }
      }
      throw new Error("unreachable: a route has at least one target");
    },
    async *stream<I, R, O>(task: AiTask<I, R, O>, input: I, ctx: AiCallContext, callOptions?: AiCallOptions) {
      const steps = stepsOf(task, ctx);
      for (const [index, step] of steps.entries()) {
        let yielded = false;
        try {
          const engine = await engineOf(step.target, step.label);
          for await (const event of engine.stream(task, input, ctx, callOptions)) {
            yielded = true;
            yield event;
          }
          return;
        } catch (error) {
          const next = steps[index + 1];
          if (yielded || !next || !providerFailed(error) || callOptions?.signal?.aborted) throw error;
          fallingBack(task, step.label, next.label, error);
        }
      }
    },
  };
}
