import type { z } from "zod";
import type { AiCallContext } from "./engine.ts";

/** The task folders under ai/tasks; recorded in ai_calls.task. */
export type TaskName =
  | "plan-goal"
  | "write-course-roadmap"
  | "write-section-lessons"
  | "write-knowledge-questions"
  | "write-choice-quiz"
  | "write-topic-assessment"
  | "evaluate-topic-assessment"
  | "write-image-prompt";

/** The two messages sent to a real model. */
export type TaskPrompt = { instructions: string; prompt: string };

/** One AI task: its output schema, its prompt, and whether the answer is streamed. */
export type AiTask<I, O> = {
  name: TaskName;
  /** Validates every answer, from the demo provider and real models alike. */
  schema: z.ZodType<O>;
  /** The schema's name and description as sent to providers that support them. */
  schemaName: string;
  schemaDescription: string;
  buildPrompt(input: I): TaskPrompt;
  /** Use streamText (server-sent events) rather than one response; for the longer answers. */
  stream?: boolean;
  /** Upper bound on answer tokens. */
  maxOutputTokens: number;
};

/** Runs tasks: the demo provider or a real model behind the AI SDK. */
export interface TaskRunner {
  readonly provider: "demo" | "openai" | "openai-compatible" | "anthropic";
  /** Answers one task with output that passed `task.schema`, or throws AppError AI_UNAVAILABLE / AI_OUTPUT_INVALID. */
  run<I, O>(task: AiTask<I, O>, input: I, ctx: AiCallContext): Promise<O>;
}

/** Defines a task (an identity function that checks the shape). */
export function defineTask<I, O>(task: AiTask<I, O>): AiTask<I, O> {
  return task;
}
