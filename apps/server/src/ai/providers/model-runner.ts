import {
  generateText,
  jsonSchema,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  streamText,
  tool,
} from "ai";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AiCallContext, AiCallOptions, AiEngine } from "../engine.ts";
import { withLearningLanguage } from "../language.ts";
import type { AiLogger, RecordCall } from "../record.ts";
import { type AiTask, finalizeOutput, type PartialOutput, schemaNameOf } from "../task.ts";
import { readJsonAnswer, readPartialJson, stripScratchpad } from "./answer-text.ts";
import type { ModelProviderName, ModelResolver } from "./registry.ts";
import {
  backoffMs,
  findApiCallError,
  isRetryableProviderError,
  MAX_RETRY_AFTER_MS,
  readRetryAfterMs,
} from "./retry.ts";
import {
  outputTokenCap,
  type StructuredOutputMode,
  type StructuredOutputOverrides,
  structuredOutputMode,
} from "./structured-output.ts";

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
  /** AI_STRUCTURED_OUTPUT: how each model is asked for JSON (else the provider's default). */
  structuredOutput?: StructuredOutputOverrides;
};

type Usage = { input: number; output: number; reasoning: number };
type AnyTask = AiTask<never, unknown, unknown>;
type AttemptResult<O> =
  | { kind: "ok"; output: O; usage: Usage }
  | { kind: "invalid"; text: string; problem: string; usage: Usage }
  | { kind: "truncated"; text: string; usage: Usage };

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
/** Said when the answer hit the output limit twice: nothing cut off is ever kept. */
export const TRUNCATED =
  "The AI's answer was cut off before it was complete, so it was not saved. Please try again.";

/** Tokens of one request; reasoning tokens as the provider counts them, else estimated from the scratchpad (4 characters a token). */
const toUsage = (usage: LanguageModelUsage | undefined, reasoningChars = 0): Usage => ({
  input: usage?.inputTokens ?? 0,
  output: usage?.outputTokens ?? 0,
  // Servers without a reasoning count report 0 or nothing even when the model wrote a scratchpad.
  reasoning: usage?.outputTokenDetails?.reasoningTokens || Math.ceil(reasoningChars / 4),
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
  mode: StructuredOutputMode;
  /** The request after an answer was cut off: twice the output budget. */
  extended: boolean;
};

/** The task's JSON schema as plain JSON Schema (for a tool's input or the instructions). */
const jsonSchemaOf = (task: AnyTask) => {
  const { $schema: _, ...schema } = z.toJSONSchema(task.schema, { unrepresentable: "any" });
  return schema;
};

/** The instructions, with the JSON schema spelled out when the request itself does not carry it. */
function instructionsFor(task: AnyTask, args: RequestArgs): string {
  if (task.format === "text" || args.mode === "json-schema" || args.mode === "tool") return args.instructions;
  return `${args.instructions}\n\nAnswer with only one JSON object (no prose, no code fence) matching this JSON schema:\n${JSON.stringify(jsonSchemaOf(task))}`;
}

/** How the request asks for structure: a response format, a forced tool, or nothing. */
function structureArgs(task: AnyTask, mode: StructuredOutputMode) {
  if (task.format === "text" || mode === "prompt") return {};
  const name = schemaNameOf(task);
  if (mode === "tool") {
    const answer = tool({
      description: task.description,
      inputSchema: jsonSchema(jsonSchemaOf(task) as never),
    });
    return { tools: { [name]: answer }, toolChoice: { type: "tool" as const, toolName: name } };
  }
  if (mode === "json-object") return { output: Output.json({ name, description: task.description }) };
  return { output: Output.object({ schema: task.schema, name, description: task.description }) };
}

/** The AI SDK arguments shared by generateText and streamText for one task. */
function sdkArgs(task: AnyTask, args: RequestArgs) {
  return {
    model: args.model,
    instructions: instructionsFor(task, args),
    messages: args.messages,
    ...structureArgs(task, args.mode),
    // Retries are ours (Retry-After aware); the SDK's would multiply them.
    maxRetries: 0,
    abortSignal: args.signal,
    maxOutputTokens: outputTokenCap(args.provider, task.maxOutputTokens, args.extended),
    // Non-strict: our zod bounds (lengths, counts) are validated here; strict mode rejects some keywords.
    providerOptions: { openai: { strictJsonSchema: false } },
  };
}

/**
 * Judges one finished answer: cut off by the output limit, or read leniently (scratchpad,
 * fences and prose around the JSON removed) and validated with the task's schema.
 */
function judge(task: AnyTask, text: string, finishReason: string, usage: Usage): AttemptResult<unknown> {
  if (finishReason === "length") return { kind: "truncated", text, usage };
  if (task.format === "text") {
    const parsed = task.schema.safeParse(stripScratchpad(text).trim());
    return parsed.success
      ? { kind: "ok", output: parsed.data, usage }
      : { kind: "invalid", text, problem: parsed.error.message, usage };
  }
  const { value, problem } = readJsonAnswer(text);
  if (problem) return { kind: "invalid", text, problem, usage };
  const parsed = task.schema.safeParse(value);
  return parsed.success
    ? { kind: "ok", output: parsed.data, usage }
    : { kind: "invalid", text, problem: parsed.error.message, usage };
}

/** One request (generateText, or the stream of a streamed task); the answer is judged here, not by the SDK (which rejects fenced JSON). */
async function requestOnce(task: AnyTask, args: RequestArgs): Promise<AttemptResult<unknown>> {
  if (task.stream) {
    // Streamed tasks use the streaming API even here: long answers stay under proxy idle timeouts.
    const events = streamOnce(task, args);
    for (;;) {
      const next = await events.next();
      if (next.done) return next.value;
    }
  }
  try {
    const result = await generateText(sdkArgs(task, args));
    const toolInput = result.toolCalls[0]?.input;
    const text = toolInput !== undefined ? JSON.stringify(toolInput) : result.text;
    return judge(task, text, result.finishReason, toUsage(result.totalUsage, result.reasoningText?.length));
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    return judge(task, error.text ?? "", error.finishReason ?? "other", toUsage(error.usage));
  }
}

/**
 * One streamed request: yields partial answers (and text deltas) as the text, or the forced
 * tool's input, arrives; reasoning parts only keep the idle timer alive. Returns the judged answer.
 */
async function* streamOnce(
  task: AnyTask,
  args: RequestArgs,
  onChunk?: () => void,
): AsyncGenerator<{ partial: unknown; delta?: string }, AttemptResult<unknown>> {
  // Errors are read from the stream's parts below; the SDK's default handler would also print them.
  const result = streamText({ ...sdkArgs(task, args), onError: () => {} });
  let text = "";
  let reasoningChars = 0;
  let finishReason = "other";
  let usage: LanguageModelUsage | undefined;
  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw args.signal.reason ?? new Error("aborted");
    if (part.type === "finish") {
      finishReason = part.finishReason;
      usage = part.totalUsage;
      continue;
    }
    const delta =
      part.type === "text-delta" ? part.text : part.type === "tool-input-delta" ? part.delta : undefined;
    if (part.type === "reasoning-delta") {
      onChunk?.();
      reasoningChars += part.text.length;
    }
    if (!delta) continue;
    onChunk?.();
    text += delta;
    if (task.format === "text") {
      yield { partial: text, delta };
      continue;
    }
    const partial = await readPartialJson(text);
    if (partial !== undefined) yield { partial };
  }
  return judge(task, text, finishReason, toUsage(usage, reasoningChars));
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
  const {
    instructions,
    prompt,
    history = [],
  } = withLearningLanguage(task.buildPrompt(input as never), ctx.language);
  const messages: ModelMessage[] = [...history, { role: "user", content: prompt }];
  const call = {
    model,
    modelId,
    mode: structuredOutputMode(options.provider, modelId, options.structuredOutput),
    instructions,
    messages,
    usage: { input: 0, output: 0, reasoning: 0 },
    attempts: 0,
    rounds: 0,
    /** Milliseconds from the call's start to the provider's first streamed token (streamed calls only). */
    firstTokenMs: undefined as number | undefined,
    /** Marks the first token of a streamed answer (the first call wins). */
    sawToken() {
      call.firstTokenMs ??= performance.now() - started;
    },
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
        reasoningTokens: call.usage.reasoning,
        firstTokenMs: call.firstTokenMs,
        rounds: call.rounds,
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
    extended: boolean,
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
          mode: call.mode,
          extended,
        };
        const events = attempt(args, () => {
          call.sawToken();
          idle.touch();
        });
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

  /**
   * Runs the answer's rounds, yielding partials of the first only: the answer; once, a repair
   * request for an answer that failed its schema; once, the same request with twice the output
   * budget for an answer cut off by the limit. A second cut-off fails: a truncated answer is never returned.
   */
  async function* rounds(task: AnyTask, call: Call, signal: AbortSignal | undefined, streamed: boolean) {
    let repaired = false;
    let extended = false;
    for (let round = 0; ; round++) {
      const live = streamed && round === 0;
      call.rounds = round + 1;
      const result: AttemptResult<unknown> = yield* withRetries(
        task,
        call,
        signal,
        extended,
        (args, onChunk) => (live ? streamOnce(task, args, onChunk) : resultOnly(requestOnce(task, args))),
      );
      call.usage.input += result.usage.input;
      call.usage.output += result.usage.output;
      call.usage.reasoning += result.usage.reasoning;
      if (result.kind === "ok") {
        await call.report("ok");
        return result.output;
      }
      if (result.kind === "truncated") {
        options.logger?.warn(
          { task: task.name, model: call.modelId, round, extended },
          "ai answer cut off by the output limit",
        );
        if (extended) {
          await call.report("truncated");
          throw new AppError("AI_OUTPUT_INVALID", TRUNCATED);
        }
        extended = true;
        continue;
      }
      options.logger?.warn(
        { task: task.name, model: call.modelId, round, problem: result.problem.slice(0, 500) },
        "ai output failed its schema",
      );
      if (repaired) {
        await call.report("invalid_output");
        throw new AppError("AI_OUTPUT_INVALID", INVALID);
      }
      repaired = true;
      call.messages.push(
        { role: "assistant", content: stripScratchpad(result.text) || "(empty answer)" },
        { role: "user", content: buildRepairMessage(result.problem) },
      );
    }
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
