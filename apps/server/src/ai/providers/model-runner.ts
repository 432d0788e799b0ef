import {
  generateText,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  streamText,
} from "ai";
import { AppError } from "../../lib/app-error.ts";
import type { AiLogger, RecordCall } from "../record.ts";
import type { AiTask, TaskRunner } from "../task.ts";
import type { ModelProviderName, ModelResolver } from "./registry.ts";
import {
  backoffMs,
  findApiCallError,
  isRetryableProviderError,
  MAX_RETRY_AFTER_MS,
  readRetryAfterMs,
} from "./retry.ts";

export type ModelRunnerOptions = {
  provider: ModelProviderName;
  resolveModel: ModelResolver;
  /** Per request to the provider (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries after the first request on 429/5xx (AI_MAX_RETRIES). */
  maxRetries: number;
  record: RecordCall;
  logger?: AiLogger;
  /** Injectable for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
};

type Usage = { input: number; output: number };
type AttemptResult<O> =
  | { kind: "ok"; output: O; usage: Usage }
  | { kind: "invalid"; text: string; problem: string; usage: Usage };

/** A failed request sequence: how it ended, for ai_calls and the user-safe error. */
class CallFailure extends Error {
  readonly outcome: "timeout" | "retry_exhausted" | "error";
  readonly retryAfterMs?: number;
  constructor(outcome: CallFailure["outcome"], summary: string, retryAfterMs?: number) {
    super(summary);
    this.outcome = outcome;
    this.retryAfterMs = retryAfterMs;
  }
}

const UNAVAILABLE = "The AI service is not available right now. Please try again in a moment.";
const INVALID = "The AI gave an answer we could not use. Please try again.";

const toUsage = (usage: LanguageModelUsage | undefined): Usage => ({
  input: usage?.inputTokens ?? 0,
  output: usage?.outputTokens ?? 0,
});

/** The follow-up message of the repair attempt: what was wrong, and the rule to answer with JSON only. */
export function buildRepairMessage(problem: string): string {
  return `Your previous answer could not be used: ${problem.slice(0, 1500)}\nAnswer again with only the corrected JSON object, matching the schema exactly.`;
}

/** One request: generateText, or streamText for streamed tasks; schema failures come back as "invalid". */
async function requestOnce<I, O>(
  task: AiTask<I, O>,
  args: {
    model: ModelChoiceModel;
    instructions: string;
    messages: ModelMessage[];
    signal: AbortSignal;
    provider: ModelProviderName;
  },
): Promise<AttemptResult<O>> {
  const common = {
    model: args.model,
    instructions: args.instructions,
    messages: args.messages,
    output: Output.object({
      schema: task.schema,
      name: task.schemaName,
      description: task.schemaDescription,
    }),
    // Retries are ours (Retry-After aware); the SDK's would multiply them.
    maxRetries: 0,
    abortSignal: args.signal,
    // OpenAI reasoning models count reasoning tokens against the cap: leave them room.
    maxOutputTokens: args.provider === "openai" ? task.maxOutputTokens * 4 : task.maxOutputTokens,
    // Non-strict: our zod bounds (lengths, counts) are validated here; strict mode rejects some keywords.
    providerOptions: { openai: { strictJsonSchema: false } },
  };
  try {
    if (!task.stream) {
      const result = await generateText(common);
      return { kind: "ok", output: result.output as O, usage: toUsage(result.totalUsage) };
    }
    let streamError: unknown;
    const result = streamText({
      ...common,
      onError: ({ error }) => {
        streamError ??= error;
      },
    });
    try {
      const output = (await result.output) as O;
      return { kind: "ok", output, usage: toUsage(await result.totalUsage) };
    } catch (error) {
      if (streamError && !NoObjectGeneratedError.isInstance(error)) throw streamError;
      throw error;
    }
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);
      return { kind: "invalid", text: error.text ?? "", problem: cause, usage: toUsage(error.usage) };
    }
    throw error;
  }
}

type ModelChoiceModel = ReturnType<ModelResolver>["model"];

/** A task runner on the AI SDK: timeout per request, Retry-After-aware retries, one repair attempt, ai_calls rows. */
export function createModelRunner(options: ModelRunnerOptions): TaskRunner {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    provider: options.provider,
    async run(task, input, ctx) {
      const started = performance.now();
      const { model, modelId } = options.resolveModel(ctx.tier);
      const { instructions, prompt } = task.buildPrompt(input);
      const messages: ModelMessage[] = [{ role: "user", content: prompt }];
      const usage: Usage = { input: 0, output: 0 };
      let attempts = 0;
      const report = (outcome: Parameters<RecordCall>[0]["outcome"]) =>
        options.record({
          ctx,
          task: task.name,
          provider: options.provider,
          model: modelId,
          started,
          outcome,
          attempts,
          inputTokens: usage.input,
          outputTokens: usage.output,
        });

      /** Sends one request, retrying 429/5xx with backoff (honouring Retry-After) up to maxRetries times. */
      const requestWithRetries = async () => {
        for (let retry = 0; ; retry++) {
          const signal = AbortSignal.timeout(options.timeoutMs);
          attempts++;
          try {
            return await requestOnce(task, {
              model,
              instructions,
              messages,
              signal,
              provider: options.provider,
            });
          } catch (error) {
            if (signal.aborted) throw new CallFailure("timeout", `no answer within ${options.timeoutMs} ms`);
            const apiError = findApiCallError(error);
            const summary = apiError
              ? `HTTP ${apiError.statusCode ?? "connection failure"}: ${apiError.message.slice(0, 300)}`
              : String((error as Error)?.message ?? error).slice(0, 300);
            if (!apiError || !isRetryableProviderError(apiError)) throw new CallFailure("error", summary);
            const retryAfter = readRetryAfterMs(apiError.responseHeaders);
            if (retry >= options.maxRetries || (retryAfter ?? 0) > MAX_RETRY_AFTER_MS)
              throw new CallFailure("retry_exhausted", summary, retryAfter);
            const wait = retryAfter ?? backoffMs(retry);
            options.logger?.warn(
              { task: task.name, model: modelId, status: apiError.statusCode, waitMs: wait },
              "ai provider busy; retrying",
            );
            await sleep(wait);
          }
        }
      };

      try {
        for (let round = 0; round < 2; round++) {
          const result = await requestWithRetries();
          usage.input += result.usage.input;
          usage.output += result.usage.output;
          if (result.kind === "ok") {
            await report("ok");
            return result.output;
          }
          options.logger?.warn(
            { task: task.name, model: modelId, round, problem: result.problem.slice(0, 500) },
            "ai output failed its schema",
          );
          messages.push(
            { role: "assistant", content: result.text || "(empty answer)" },
            { role: "user", content: buildRepairMessage(result.problem) },
          );
        }
        await report("invalid_output");
        throw new AppError("AI_OUTPUT_INVALID", INVALID);
      } catch (error) {
        if (error instanceof AppError) throw error;
        const failure =
          error instanceof CallFailure
            ? error
            : new CallFailure("error", String((error as Error)?.message ?? error).slice(0, 300));
        await report(failure.outcome);
        options.logger?.error(
          { task: task.name, provider: options.provider, model: modelId, outcome: failure.outcome, attempts },
          failure.message,
        );
        const headers = failure.retryAfterMs
          ? { "retry-after": String(Math.ceil(failure.retryAfterMs / 1000)) }
          : undefined;
        throw new AppError("AI_UNAVAILABLE", UNAVAILABLE, {
          headers,
          cause: new Error(`${options.provider} ${modelId}: ${failure.outcome}: ${failure.message}`),
        });
      }
    },
  };
}
