import { AppError } from "../../../lib/app-error.ts";
import type { AiCallOptions, AiEngine } from "../../engine.ts";
import type { RecordCall } from "../../record.ts";
import { type AiTask, finalizeOutput, type PartialOutput } from "../../task.ts";
import { evaluateTopicAssessmentTask } from "../../tasks/evaluate-topic-assessment/index.ts";
import { planGoalTask } from "../../tasks/plan-goal/index.ts";
import { writeChoiceQuizTask } from "../../tasks/write-choice-quiz/index.ts";
import { writeCourseRoadmapTask } from "../../tasks/write-course-roadmap/index.ts";
import { writeImagePromptTask } from "../../tasks/write-image-prompt/index.ts";
import { writeKnowledgeQuestionsTask } from "../../tasks/write-knowledge-questions/index.ts";
import { writeSectionLessonsTask } from "../../tasks/write-section-lessons/index.ts";
import { writeTopicAssessmentTask } from "../../tasks/write-topic-assessment/index.ts";

/** Answers a task with the demo provider, validated against the task's schema like any model's answer. */
export function answerWithDemo<I, R, O>(task: AiTask<I, R, O>, input: I): R {
  return task.schema.parse(task.demo(input));
}

/**
 * The stages a finished answer is revealed in, so the demo streams like a model: text word by
 * word; an object with its top-level arrays growing one element at a time (a lesson's blocks,
 * a plan's courses), then the whole answer.
 */
export function revealStages<R>(output: R): { partial: PartialOutput<R>; delta?: string }[] {
  if (typeof output === "string") {
    const pieces = output.match(/\S+\s*/g) ?? [output];
    let text = "";
    return pieces.map((piece) => {
      text += piece;
      return { partial: text as PartialOutput<R>, delta: piece };
    });
  }
  if (!output || typeof output !== "object") return [{ partial: output as PartialOutput<R> }];
  const record = output as Record<string, unknown>;
  const arrayKeys = Object.keys(record).filter((key) => Array.isArray(record[key]));
  const stages: { partial: PartialOutput<R> }[] = [];
  const current: Record<string, unknown> = { ...record };
  for (const key of arrayKeys) current[key] = [];
  for (const key of arrayKeys) {
    const items = record[key] as unknown[];
    for (let i = 1; i <= items.length; i++) {
      current[key] = items.slice(0, i);
      stages.push({ partial: { ...current } as PartialOutput<R> });
    }
  }
  stages.push({ partial: output as PartialOutput<R> });
  return stages;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * The demo engine: no network, no keys; each call is still recorded (zero tokens). `stepDelayMs`
 * paces streamed answers (AI_DEMO_STEP_MS) so the page shows them arriving as a model's would.
 */
export function createDemoEngine(options: { record: RecordCall; stepDelayMs?: number }): AiEngine {
  const { record } = options;
  const answer = async <I, R, O>(task: AiTask<I, R, O>, input: I, ctx: Parameters<AiEngine["run"]>[2]) => {
    const started = performance.now();
    const report = (outcome: "ok" | "invalid_output") =>
      record({ ctx, task: task.name, provider: "demo", model: "demo", started, outcome, attempts: 1 });
    try {
      const output = answerWithDemo(task, input);
      await report("ok");
      return output;
    } catch (error) {
      await report("invalid_output");
      throw new AppError("AI_OUTPUT_INVALID", "The demo AI could not answer this request.", { cause: error });
    }
  };
  return {
    provider: "demo",
    async run(task, input, ctx) {
      return finalizeOutput(task, await answer(task, input, ctx), input);
    },
    async *stream(task, input, ctx, callOptions?: AiCallOptions) {
      const output = await answer(task, input, ctx);
      // Words come faster than blocks, as from a model.
      const step = options.stepDelayMs ?? 0;
      const delay = typeof output === "string" ? Math.round(step / 5) : step;
      for (const stage of revealStages(output)) {
        if (delay > 0) await pause(delay, callOptions?.signal);
        yield { type: "partial", ...stage };
      }
      yield { type: "final", output: finalizeOutput(task, output, input) };
    },
  };
}

/** The demo answers of the planning tasks by name, for the demo's quality tests. */
export const DEMO_ANSWERS: Record<string, (input: never) => unknown> = Object.fromEntries(
  [
    planGoalTask,
    writeCourseRoadmapTask,
    writeSectionLessonsTask,
    writeKnowledgeQuestionsTask,
    writeChoiceQuizTask,
    writeTopicAssessmentTask,
    evaluateTopicAssessmentTask,
    writeImagePromptTask,
  ].map((task) => [task.name, task.demo as (input: never) => unknown]),
);
