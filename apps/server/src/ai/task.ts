import type { z } from "zod";

/** The messages sent to a real model: system instructions, earlier turns (chat), then the prompt. */
export type TaskPrompt = {
  instructions: string;
  prompt: string;
  /** Earlier conversation turns, oldest first (chat tasks). */
  history?: { role: "user" | "assistant"; content: string }[];
};

/**
 * One AI task, defined in its own folder under ai/tasks/: the output schema and the prompt. `I`
 * is the input, `R` the raw answer (validated by `schema`), `O` what callers get after `finalize`
 * (R by default). Providers answer it by its name (the demo keeps its answers in
 * packages/demo-ai, keyed by task name).
 */
export type AiTask<I, R, O = R> = {
  /** The folder name; recorded in ai_calls.task. */
  name: string;
  /** "object" asks for JSON matching `schema`; "text" asks for plain text (schema must accept a string). */
  format?: "object" | "text";
  /** Validates every answer, from the demo provider and real models alike. */
  schema: z.ZodType<R>;
  /** Sent to providers with the schema. */
  description: string;
  buildPrompt(input: I): TaskPrompt;
  /** Maps the validated answer to what callers use (e.g. reorders by input). */
  finalize?: (output: R, input: I) => O;
  /** Use the provider's streaming API even for run(): long answers stay under proxy idle timeouts. */
  stream?: boolean;
  /** Upper bound on answer tokens. */
  maxOutputTokens: number;
};

/** Input, raw and final output types of a task. */
export type TaskInput<T> = T extends AiTask<infer I, unknown, unknown> ? I : never;
export type TaskOutput<T> = T extends AiTask<never, unknown, infer O> ? O : never;

/** A deep partial of an object answer as it streams: arrays grow, the last element may be incomplete. */
export type PartialOutput<T> = T extends (infer E)[]
  ? PartialOutput<E>[]
  : T extends object
    ? { [K in keyof T]?: PartialOutput<T[K]> }
    : T;

/**
 * What `ai.stream` yields: partial answers while the model writes (for text tasks `delta` is the
 * new text), then exactly one `final` with the validated, finalized output.
 */
export type AiStreamEvent<R, O> =
  | { type: "partial"; partial: PartialOutput<R>; delta?: string }
  | { type: "final"; output: O };

/** Defines a task; the identity, so types are inferred from the folder's prompt and schema. */
export function defineTask<I, R, O = R>(task: AiTask<I, R, O>): AiTask<I, R, O> {
  return task;
}

/** Applies the task's finalize step, if any. */
export function finalizeOutput<I, R, O>(task: AiTask<I, R, O>, output: R, input: I): O {
  return task.finalize ? task.finalize(output, input) : (output as unknown as O);
}

/** The schema name sent to providers that accept one (letters, digits and underscores). */
export function schemaNameOf(task: { name: string }): string {
  return task.name.replaceAll("-", "_");
}
