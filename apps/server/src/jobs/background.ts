import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "./queue.ts";

/** What a job's handler is told about its run. */
export type JobRun = {
  /** 0 on the first try; pg-boss counts retries. */
  retryCount: number;
  /** Retries allowed after the first try. */
  retryLimit: number;
  signal: AbortSignal;
};

/**
 * One kind of background work, owned by the module whose logic it runs (the module defines it
 * beside that logic; `jobs/` only runs it). `Deps` are the app's dependencies the handler needs.
 */
export type JobDefinition<Data extends object, Deps = unknown> = {
  /** The pg-boss queue name. */
  name: string;
  /** Retries after the first try, with exponential backoff (pg-boss), before the work is given up. */
  retryLimit: number;
  /** How long a try may run before pg-boss takes it for dead and retries it. */
  expireInSeconds: number;
  /** At most one job per key queued or running, across instances (pg-boss `exclusive` policy). */
  exclusiveKey?(data: Data): string;
  /**
   * Called before sending: marks the work queued in its owner's state (or says it is not needed,
   * being done or already queued). Sending happens only when it answers true.
   */
  accept?(deps: Deps, data: Data): Promise<boolean>;
  /** Does the work. Throwing retries it while tries remain. */
  run(deps: Deps, data: Data, run: JobRun): Promise<unknown>;
};

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every data shape.
type AnyJob = JobDefinition<any, any>;

/** The events services tell the background, with their data; the composition root maps each to jobs. */
export type BackgroundEvents = {
  /** A section became complete: its successor's lessons are prepared (Pro, or within the Free topic). */
  sectionCompleted: { userId: string; completedSectionId: string };
  /** A lesson was completed: the next one is written ahead (plans without a daily lesson limit). */
  lessonCompleted: { userId: string; completedLessonId: string };
  /** A lesson's content is complete: its illustration and assessment follow. */
  lessonWritten: { userId: string; lessonId: string };
  /** A learner's edit of a course was committed (a rewrite: written): copies of it assigned to a class follow. */
  courseEdited: { userId: string; courseId: string };
};

/** Which jobs each event starts. */
export type EventJobs = {
  [E in keyof BackgroundEvents]: readonly JobDefinition<BackgroundEvents[E], never>[];
};

/** What services tell the background: events, or a job of their own to run (its owner's state decides). */
export type Background = {
  /** Starts the event's jobs (each only when its `accept` agrees). */
  emit<E extends keyof BackgroundEvents>(event: E, data: BackgroundEvents[E]): Promise<void>;
  /**
   * Sends a job when its `accept` agrees (or without asking when the caller has marked the work
   * queued itself: `queued: true`); answers whether it was sent.
   */
  send<Data extends object>(
    job: JobDefinition<Data, never>,
    data: Data,
    options?: { queued?: boolean },
  ): Promise<boolean>;
};

/**
 * Sends background work to the job queue when one runs (JOBS_ENABLED), else does it in this
 * process after the request (with the same retries), so a single instance without workers behaves
 * the same.
 */
export function createBackground(options: {
  getQueue: () => JobQueue | undefined;
  deps: unknown;
  log: Pick<FastifyBaseLogger, "info" | "error">;
  on: EventJobs;
}): Background {
  const background = {
    async emit(event: keyof BackgroundEvents, data: object) {
      for (const job of options.on[event]) await background.send(job as AnyJob, data);
    },
    async send(job: AnyJob, data: object, sendOptions: { queued?: boolean } = {}) {
      if (!sendOptions.queued && job.accept && !(await job.accept(options.deps, data))) return false;
      const queue = options.getQueue();
      if (queue) {
        await queue.send(job.name, data, {
          ...(job.exclusiveKey ? { policy: "exclusive", singletonKey: job.exclusiveKey(data) } : {}),
          retryLimit: job.retryLimit,
          expireInSeconds: job.expireInSeconds,
        });
        return true;
      }
      void runInProcess(job, options.deps, data).catch((error) =>
        options.log.error({ err: error, job: job.name, ...data }, "background job failed"),
      );
      return true;
    },
  };
  return background as Background;
}

/** Runs a job here with its retries: the path without a queue (JOBS_ENABLED=false, tests). */
async function runInProcess(job: AnyJob, deps: unknown, data: object): Promise<void> {
  const controller = new AbortController();
  for (let retryCount = 0; ; retryCount++) {
    try {
      await job.run(deps, data, { retryCount, retryLimit: job.retryLimit, signal: controller.signal });
      return;
    } catch (error) {
      if (retryCount >= job.retryLimit) throw error;
    }
  }
}

/** Starts this instance's workers: one pg-boss worker per job definition. */
export async function startWorkers(
  queue: JobQueue,
  jobs: readonly AnyJob[],
  deps: unknown,
  log: Pick<FastifyBaseLogger, "info">,
): Promise<void> {
  for (const job of jobs) {
    await queue.work<object>(
      job.name,
      async (data, meta) => {
        const outcome = await job.run(deps, data, {
          retryCount: meta.retryCount,
          retryLimit: job.retryLimit,
          signal: meta.signal,
        });
        log.info({ ...data, job: job.name, outcome }, "job done");
      },
      { policy: job.exclusiveKey ? "exclusive" : "standard" },
    );
  }
}
