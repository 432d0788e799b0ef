import type { AiEngine } from "../ai/engine.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "./queue.ts";
import {
  PREPARE_NEXT_SECTION,
  type PrepareNextSectionData,
  prepareNextSection,
} from "./workers/prepare-next-section.ts";

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
export type WorkerDeps = { db: Db; ai: AiEngine; log: Logger };

/** What services tell the background: events that start server-side work. */
export type Background = {
  /** A section became complete: its successor's lessons are prepared (once, on any instance). */
  sectionCompleted(data: PrepareNextSectionData): Promise<void>;
};

/**
 * Sends background work to the job queue when one runs (JOBS_ENABLED), else does it in this
 * process after the request, so a single instance without workers behaves the same.
 */
export function createBackground(options: {
  getQueue: () => JobQueue | undefined;
  deps: WorkerDeps;
}): Background {
  return {
    async sectionCompleted(data) {
      const queue = options.getQueue();
      if (queue) {
        await queue.send(PREPARE_NEXT_SECTION.name, data, {
          singletonKey: data.completedSectionId,
          policy: PREPARE_NEXT_SECTION.policy,
        });
        return;
      }
      void prepareNextSection(options.deps, data).catch((error) =>
        options.deps.log.error({ err: error, ...data }, "preparing the next section failed"),
      );
    },
  };
}

/** Starts this instance's workers on the queue. */
export async function startWorkers(queue: JobQueue, deps: WorkerDeps): Promise<void> {
  await queue.work<PrepareNextSectionData>(
    PREPARE_NEXT_SECTION.name,
    async (data) => {
      const outcome = await prepareNextSection(deps, data);
      deps.log.info({ ...data, outcome }, "prepare-next-section job done");
    },
    { policy: PREPARE_NEXT_SECTION.policy },
  );
}
