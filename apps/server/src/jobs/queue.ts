import type { FastifyBaseLogger } from "fastify";
import { fromPglite, PgBoss, type QueuePolicy } from "pg-boss";
import type { DatabaseHandle } from "../db/client.ts";

export type JobHandler<T> = (
  data: T,
  meta: { id: string; retryCount: number; signal: AbortSignal },
) => Promise<void>;

/** Background work on the same database (pg-boss): jobs survive restarts and are shared by instances. */
export type JobQueue = {
  /**
   * Enqueues a job. With `policy: "exclusive"` and a `singletonKey`, at most one job per key is
   * queued or running, across every instance; a duplicate answers null.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: {
      singletonKey?: string;
      retryLimit?: number;
      expireInSeconds?: number;
      policy?: QueuePolicy;
    },
  ): Promise<string | null>;
  /** Registers a handler for a queue (creating the queue with `policy` if needed). */
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { policy?: QueuePolicy },
  ): Promise<void>;
  /** Stops workers after in-flight jobs finish. */
  stop(): Promise<void>;
  boss: PgBoss;
};

export type JobQueueOptions = {
  handle: DatabaseHandle;
  /** The connection URL when on PostgreSQL. */
  url?: string;
  logger: FastifyBaseLogger;
  /** Polling interval for workers; short in tests. */
  pollingIntervalSeconds?: number;
  /** Jobs of one queue worked at once by this instance (pg-boss `localConcurrency`); 1 when absent. */
  concurrency?: number;
};

/** Starts pg-boss on PGlite or PostgreSQL (its own small pool) and returns the queue. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { handle, logger } = options;
  const boss = handle.pglite
    ? new PgBoss({
        db: fromPglite(handle.pgliteForJobs ?? handle.pglite),
        backend: "pglite",
        schedule: false,
      })
    : new PgBoss({ connectionString: options.url, max: 4, application_name: "brainy-jobs" });
  boss.on("error", (error: Error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  const known = new Set<string>();
  const ensureQueue = async (name: string, policy: QueuePolicy = "standard") => {
    if (known.has(name)) return;
    await boss.createQueue(name, { policy });
    known.add(name);
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    boss,
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name, sendOptions.policy);
      return boss.send(name, data, {
        singletonKey: sendOptions.singletonKey,
        retryLimit: sendOptions.retryLimit ?? 3,
        retryBackoff: true,
        ...(sendOptions.expireInSeconds ? { expireInSeconds: sendOptions.expireInSeconds } : {}),
      });
    },
    async work(name, handler, workOptions = {}) {
      await ensureQueue(name, workOptions.policy);
      await boss.work(
        name,
        { pollingIntervalSeconds, localConcurrency: options.concurrency ?? 1 },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as never, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          }
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, close: !handle.pglite, timeout: 10_000 });
    },
  };
}
