import type { AiEngine } from "../ai/engine.ts";
import type { Db } from "../db/client.ts";
import type { GenerationHub } from "../modules/lessons/generation-hub.ts";
import type { JobQueue } from "./queue.ts";
import {
  PREPARE_NEXT_LESSON,
  type PrepareNextLessonData,
  prepareNextLesson,
} from "./workers/prepare-next-lesson.ts";
import {
  PREPARE_NEXT_SECTION,
  type PrepareNextSectionData,
  prepareNextSection,
} from "./workers/prepare-next-section.ts";

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
export type WorkerDeps = { db: Db; ai: AiEngine; hub: GenerationHub; log: Logger };

/** What services tell the background: events that start server-side work. */
export type Background = {
  /** A section became complete: its successor's lessons are prepared (once, on any instance). */
  sectionCompleted(data: PrepareNextSectionData): Promise<void>;
  /** A lesson was completed: the next one is written ahead (plans without a daily lesson limit). */
  lessonCompleted(data: PrepareNextLessonData): Promise<void>;
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
    async lessonCompleted(data) {
      const queue = options.getQueue();
      if (queue) {
        await queue.send(PREPARE_NEXT_LESSON.name, data, {
          singletonKey: data.completedLessonId,
          policy: PREPARE_NEXT_LESSON.policy,
        });
        return;
      }
      void prepareNextLesson(options.deps, data).catch((error) =>
        options.deps.log.error({ err: error, ...data }, "preparing the next lesson failed"),
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
  await queue.work<PrepareNextLessonData>(
    PREPARE_NEXT_LESSON.name,
    async (data) => {
      const outcome = await prepareNextLesson(deps, data);
      deps.log.info({ ...data, outcome }, "prepare-next-lesson job done");
    },
    { policy: PREPARE_NEXT_LESSON.policy },
  );
}
