/**
 * The AI engine's interface: what services call, and what every provider (the model engine, the
 * demo in packages/demo-ai) implements. Each task is a folder under tasks/ (prompt, schema);
 * services pass the task object to `ai.run` or `ai.stream` and never import a provider. Every
 * answer is validated against its task schema before it is returned.
 */
import type { AiProviderName, PlanTier } from "@brainy/contract";
import type { AiStreamEvent, AiTask } from "./task.ts";

export type { AiProviderName, Clarification } from "@brainy/contract";
export type { TopicSubmission } from "./tasks/evaluate-topic-assessment/prompt.ts";
export type { PlannedCourse } from "./tasks/plan-goal/schema.ts";
export type { TopicAssessment, TopicQuestion } from "./tasks/write-topic-assessment/index.ts";
export type {
  GoalPlan,
  LearnerProfile,
  LessonDraft,
  PlanInput,
  RoadmapSectionDraft,
} from "./types.ts";

/** Who is asking: picks the model (AI_MODEL for free, AI_MODEL_PRO for pro) and is recorded in ai_calls. */
export type AiCallContext = {
  userId?: string;
  tier: PlanTier;
  /**
   * The learner's 'Learning language' (BCP-47): every task answers in it. Filled in from the
   * profile by the engine for a call with a user (token-budget.ts); English when absent.
   */
  language?: string;
};

/** Per-call options: a signal that aborts the provider request (client gone, shutdown). */
export type AiCallOptions = { signal?: AbortSignal };

export interface AiEngine {
  readonly provider: AiProviderName;
  /**
   * 429 RATE_LIMIT_EXCEEDED (reason TOKEN_BUDGET) when the learner's daily token budget is spent,
   * so a route can answer before it opens a stream; every call checks it anyway. Absent on a bare
   * provider's engine (token-budget.ts adds it).
   */
  assertTokensLeft?(ctx: AiCallContext): Promise<void>;
  /** Answers one task with its validated (and finalized) output, or throws AI_UNAVAILABLE / AI_OUTPUT_INVALID. */
  run<I, R, O>(task: AiTask<I, R, O>, input: I, ctx: AiCallContext, options?: AiCallOptions): Promise<O>;
  /**
   * Streams one task: partial answers as the model writes them, then one `final` event with the
   * validated output. Errors are thrown from the iterator as AppError; breaking out of the loop or
   * aborting the signal cancels the provider request.
   */
  stream<I, R, O>(
    task: AiTask<I, R, O>,
    input: I,
    ctx: AiCallContext,
    options?: AiCallOptions,
  ): AsyncIterable<AiStreamEvent<R, O>>;
}

/** Draws images (demo: deterministic SVG; openai: the images API) and stores them in the media store. */
export interface ImageService {
  /** Returns a URL path under /media/ for the stored image. */
  createCoverImage(
    input: { prompt: string; title: string; seed: string },
    ctx: AiCallContext,
  ): Promise<{ imageUrl: string }>;
}
