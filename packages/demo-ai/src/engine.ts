import { DEMO_ANSWERS } from "./answers.ts";
import { withDemoLanguageNote } from "./language-note.ts";
import type {
  AiCallContext,
  AiCallOptions,
  AiEngine,
  AiTask,
  PartialOutput,
  RecordCall,
} from "./server-types.ts";

/**
 * Answers a task with its demo answer (looked up by the task's name), validated against the
 * task's schema like any model's answer.
 */
export function answerWithDemo<I, R, O>(task: AiTask<I, R, O>, input: I): R {
  const answers = DEMO_ANSWERS as Record<string, (input: I) => unknown>;
  const answer = Object.hasOwn(answers, task.name) ? answers[task.name] : undefined;
  if (!answer) throw new Error(`The demo AI has no answer for the task "${task.name}".`);
  return task.schema.parse(answer(input));
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
  // A plan's courses sit one level down (goal.courses): reveal that object's arrays the same way.
  const nestedKey = Object.keys(record).find((key) => {
    const value = record[key];
    return (
      !!value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      Object.values(value).some(Array.isArray)
    );
  });
  if (arrayKeys.length === 0 && nestedKey) {
    return revealStages(record[nestedKey]).map((stage) => ({
      partial: { ...record, [nestedKey]: stage.partial } as PartialOutput<R>,
    }));
  }
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

/** The task's finalize step, if any (as the model engine applies it). */
function finalize<I, R, O>(task: AiTask<I, R, O>, output: R, input: I): O {
  return task.finalize ? task.finalize(output, input) : (output as unknown as O);
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
export function createDemoEngine(options: {
  record: RecordCall;
  stepDelayMs?: number;
  /** The error a failed answer is thrown as (the server's AI_OUTPUT_INVALID), given the cause. */
  outputInvalid: (message: string, cause: unknown) => Error;
}): AiEngine {
  const { record } = options;
  const answer = async <I, R, O>(task: AiTask<I, R, O>, input: I, ctx: AiCallContext) => {
    const started = performance.now();
    const report = (outcome: "ok" | "invalid_output") =>
      record({ ctx, task: task.name, provider: "demo", model: "demo", started, outcome, attempts: 1 });
    try {
      // In English only, and saying so when the learner chose another language.
      const output = task.schema.parse(withDemoLanguageNote(answerWithDemo(task, input), ctx.language));
      await report("ok");
      return output;
    } catch (error) {
      await report("invalid_output");
      throw options.outputInvalid("The demo AI could not answer this request.", error);
    }
  };
  return {
    provider: "demo",
    async run(task, input, ctx) {
      return finalize(task, await answer(task, input, ctx), input);
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
      yield { type: "final", output: finalize(task, output, input) };
    },
  };
}
