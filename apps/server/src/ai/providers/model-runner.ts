import {
  generateText,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  streamText,
} from "ai";
import { AppError } from "../../lib/app-error.ts";
import type { AiCallContext, AiCallOptions, AiEngine } from "../engine.ts";
import type { AiLogger, RecordCall } from "../record.ts";
import { type AiTask, finalizeOutput, type PartialOutput, schemaNameOf } from "../task.ts";
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
type AnyTask = AiTask<never, unknown, unknown>;
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

type ModelChoiceModel = ReturnType<ModelResolver>["model"];
type RequestArgs = {
  model: ModelChoiceModel;
  instructions: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  provider: ModelProviderName;
};

/** The AI SDK arguments shared by generateText and streamText for one task. */
function sdkArgs(task: AnyTask, args: RequestArgs) {
  return {
    model: args.model,
    instructions: args.instructions,
    messages: args.messages,
    ...(task.format === "text"
      ? {}
      : {
          output: Output.object({
            schema: task.schema,
            name: schemaNameOf(task),
            description: task.description,
          }),
        }),
    // Retries are ours (Retry-After aware); the SDK's would multiply them.
    maxRetries: 0,
    abortSignal: args.signal,
    // OpenAI reasoning models count reasoning tokens against the cap: leave them room.
    maxOutputTokens: args.provider === "openai" ? task.maxOutputTokens * 4 : task.maxOutputTokens,
    // Non-strict: our zod bounds (lengths, counts) are validated here; strict mode rejects some keywords.
    providerOptions: { openai: { strictJsonSchema: false } },
  };
}

/** Validates a text task's answer with its schema, as Output.object does for object tasks. */
function checkText(task: AnyTask, text: string, usage: Usage): AttemptResult<unknown> {
  const parsed = task.schema.safeParse(text.trim());
  return parsed.success
    ? { kind: "ok", output: parsed.data, usage }
    : { kind: "invalid", text, problem: parsed.error.message, usage };
}

/** Turns the SDK's "no object" error into an invalid attempt; rethrows anything else. */
function invalidFrom(error: unknown): AttemptResult<never> {
  if (!NoObjectGeneratedError.isInstance(error)) throw error;
  const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);
  return { kind: "invalid", text: error.text ?? "", problem: cause, usage: toUsage(error.usage) };
}

/** One request: generateText, or streamText for streamed tasks; schema failures come back as "invalid". */
async function requestOnce(task: AnyTask, args: RequestArgs): Promise<AttemptResult<unknown>> {
  try {
    if (!task.stream) {
      const result = await generateText(sdkArgs(task, args));
      const usage = toUsage(result.totalUsage);
      if (task.format === "text") return checkText(task, result.text, usage);
      return { kind: "ok", output: result.output, usage };
    }
    const events = streamOnce(task, args);
    for (;;) {
      const next = await events.next();
      if (next.done) return next.value;
    }
  } catch (error) {
    return invalidFrom(error);
  }
}

/** One streamed request: yields partial answers (and text deltas), returns the checked answer. */
async function* streamOnce(
  task: AnyTask,
  args: RequestArgs,
  onChunk?: () => void,
): AsyncGenerator<{ partial: unknown; delta?: string }, AttemptResult<unknown>> {
  let streamError: unknown;
  const result = streamText({
    ...sdkArgs(task, args),
    onError: ({ error }) => {
      streamError ??= error;
    },
  });
  try {
    if (task.format === "text") {
      let text = "";
      for await (const delta of result.textStream) {
        onChunk?.();
        text += delta;
        yield { partial: text, delta };
      }
      if (streamError) throw streamError;
      return checkText(task, text, toUsage(await result.totalUsage));
    }
    for await (const partial of result.partialOutputStream) {
      onChunk?.();
      yield { partial };
    }
    const output = await result.output;
    return { kind: "ok", output, usage: toUsage(await result.totalUsage) };
  } catch (error) {
    // A provider failure mid-stream surfaces as "no object": report the provider's error instead.
    if (streamError && (findApiCallError(streamError) || !NoObjectGeneratedError.isInstance(error)))
      throw streamError;
    return invalidFrom(error);
  }
}

/** A generator that yields nothing and returns the promise's value. */
async function* resultOnly<T>(promise: Promise<T>): AsyncGenerator<never, T> {
  yield* [];
  return await promise;
}

/** An abort signal that fires after `ms` without a `touch()`: a stream may run long while it keeps talking. */
function idleTimeout(ms: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new Error("idle timeout")), ms);
  return {
    signal: controller.signal,
    touch() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error("idle timeout")), ms);
    },
    clear: () => clearTimeout(timer),
  };
}

/** A call in progress: the model, the conversation so far, usage and attempts, and how it is recorded. */
function startCall(options: ModelRunnerOptions, task: AnyTask, input: unknown, ctx: AiCallContext) {
  const started = performance.now();
  const { model, modelId } = options.resolveModel(ctx.tier);
  const { instructions, prompt, history = [] } = task.buildPrompt(input as never);
  const messages: ModelMessage[] = [...history, { role: "user", content: prompt }];
  const call = {
    model,
    modelId,
    instructions,
    messages,
    usage: { input: 0, output: 0 },
    attempts: 0,
    report: (outcome: Parameters<RecordCall>[0]["outcome"]) =>
      options.record({
        ctx,
        task: task.name,
        provider: options.provider,
        model: modelId,
        started,
        outcome,
        attempts: call.attempts,
        inputTokens: call.usage.input,
        outputTokens: call.usage.output,
      }),
  };
  return call;
}
type Call = ReturnType<typeof startCall>;

/** Classifies a failed request: timeout, retryable (with the wait), or final. */
function classify(error: unknown, timedOut: boolean, timeoutMs: number) {
  if (timedOut) return { failure: new CallFailure("timeout", `no answer within ${timeoutMs} ms`) };
  const apiError = findApiCallError(error);
  const summary = apiError
    ? `HTTP ${apiError.statusCode ?? "connection failure"}: ${apiError.message.slice(0, 300)}`
    : String((error as Error)?.message ?? error).slice(0, 300);
  if (!apiError || !isRetryableProviderError(apiError)) return { failure: new CallFailure("error", summary) };
  return {
    retryable: {
      summary,
      retryAfter: readRetryAfterMs(apiError.responseHeaders),
      status: apiError.statusCode,
    },
  };
}

/** Records a failed call and turns it into the user-safe AppError. */
async function fail(options: ModelRunnerOptions, task: AnyTask, call: Call, error: unknown): Promise<never> {
  if (error instanceof AppError) throw error;
  const failure =
    error instanceof CallFailure
      ? error
      : new CallFailure("error", String((error as Error)?.message ?? error).slice(0, 300));
  await call.report(failure.outcome);
  options.logger?.error(
    {
      task: task.name,
      provider: options.provider,
      model: call.modelId,
      outcome: failure.outcome,
      attempts: call.attempts,
    },
    failure.message,
  );
  const headers = failure.retryAfterMs
    ? { "retry-after": String(Math.ceil(failure.retryAfterMs / 1000)) }
    : undefined;
  throw new AppError("AI_UNAVAILABLE", UNAVAILABLE, {
    headers,
    cause: new Error(`${options.provider} ${call.modelId}: ${failure.outcome}: ${failure.message}`),
  });
}

/**
 * The AI engine on the AI SDK: per-request timeout (idle timeout while streaming), Retry-After-aware
 * retries before the first streamed token, one repair attempt on schema failure, ai_calls rows.
 */
export function createModelEngine(options: ModelRunnerOptions): AiEngine {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** Sends one request through `attempt`, retrying 429/5xx (honouring Retry-After) while `canRetry()`. */
  async function* withRetries(
    task: AnyTask,
    call: Call,
    callSignal: AbortSignal | undefined,
    attempt: (
      args: RequestArgs,
      onChunk: () => void,
    ) => AsyncGenerator<{ partial: unknown; delta?: string }, AttemptResult<unknown>>,
  ): AsyncGenerator<{ partial: unknown; delta?: string }, AttemptResult<unknown>> {
    for (let retry = 0; ; retry++) {
      const idle = idleTimeout(options.timeoutMs);
      const signal = callSignal ? AbortSignal.any([idle.signal, callSignal]) : idle.signal;
      let yielded = false;
      call.attempts++;
      try {
        const args = {
          model: call.model,
          instructions: call.instructions,
          messages: call.messages,
          signal,
          provider: options.provider,
        };
        const events = attempt(args, idle.touch);
        for (;;) {
          const next = await events.next();
          if (next.done) return next.value;
          yielded = true;
          yield next.value;
        }
      } catch (error) {
        if (callSignal?.aborted) throw callSignal.reason ?? error;
        const verdict = classify(error, idle.signal.aborted, options.timeoutMs);
        if (verdict.failure) throw verdict.failure;
        const { summary, retryAfter, status } = verdict.retryable!;
        if (yielded || retry >= options.maxRetries || (retryAfter ?? 0) > MAX_RETRY_AFTER_MS)
          throw new CallFailure("retry_exhausted", summary, retryAfter);
        const wait = retryAfter ?? backoffMs(retry);
        options.logger?.warn(
          { task: task.name, model: call.modelId, status, waitMs: wait },
          "ai provider busy; retrying",
        );
        await sleep(wait);
      } finally {
        idle.clear();
      }
    }
  }

  /** Runs up to two rounds (the answer, then one repair), yielding partials of the first round only. */
  async function* rounds(task: AnyTask, call: Call, signal: AbortSignal | undefined, streamed: boolean) {
    for (let round = 0; round < 2; round++) {
      const live = streamed && round === 0;
      const result: AttemptResult<unknown> = yield* withRetries(task, call, signal, (args, onChunk) =>
        live ? streamOnce(task, args, onChunk) : resultOnly(requestOnce(task, args)),
      );
      call.usage.input += result.usage.input;
      call.usage.output += result.usage.output;
      if (result.kind === "ok") {
        await call.report("ok");
        return result.output;
      }
      options.logger?.warn(
        { task: task.name, model: call.modelId, round, problem: result.problem.slice(0, 500) },
        "ai output failed its schema",
      );
      call.messages.push(
        { role: "assistant", content: result.text || "(empty answer)" },
        { role: "user", content: buildRepairMessage(result.problem) },
      );
    }
    await call.report("invalid_output");
    throw new AppError("AI_OUTPUT_INVALID", INVALID);
  }

  return {
    provider: options.provider,
    async run(task, input, ctx, callOptions?: AiCallOptions) {
      const call = startCall(options, task as AnyTask, input, ctx);
      try {
        const events = rounds(task as AnyTask, call, callOptions?.signal, false);
        for (;;) {
          const next = await events.next();
          if (next.done) return finalizeOutput(task, next.value as never, input);
        }
      } catch (error) {
        return fail(options, task as AnyTask, call, error);
      }
    },
    async *stream(task, input, ctx, callOptions?: AiCallOptions) {
      const call = startCall(options, task as AnyTask, input, ctx);
      let output: unknown;
      try {
        const events = rounds(task as AnyTask, call, callOptions?.signal, true);
        for (;;) {
          const next = await events.next();
          if (next.done) {
            output = next.value;
            break;
          }
          yield {
            type: "partial",
            partial: next.value.partial as PartialOutput<never>,
            delta: next.value.delta,
          };
        }
      } catch (error) {
        await fail(options, task as AnyTask, call, error);
      }
      yield { type: "final", output: finalizeOutput(task, output as never, input) };
    },
  };
}
