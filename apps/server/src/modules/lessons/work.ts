import type { LessonWorkKind } from "@brainy/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { JobRun } from "../../jobs/background.ts";
import { AppError } from "../../lib/app-error.ts";
import { createWaker } from "../../lib/waker.ts";
import type { GenerationHub } from "./generation-hub.ts";
import {
  claimLessonWork,
  endLessonWork,
  findAbandonedLessonWork,
  findLessonWork,
  requeueLessonWork,
  touchLessonWork,
} from "./work-repository.ts";

/** What running, waiting for or following a lesson's background work needs. */
export type LessonWorkDeps = {
  db: Db;
  hub: GenerationHub;
  log?: { error(obj: object, msg: string): void };
};

/** The data of every lesson-work job: whose lesson. */
export type LessonWorkData = { userId: string; lessonId: string };

const HEARTBEAT_MS = 5_000;
/** How often a waiter re-reads the state when no event of this process wakes it (work on another instance). */
const RECHECK_MS = 1_000;

/** The message a learner reads for a failure: our own AppError's, else the kind's generic one. */
function learnerMessage(error: unknown, fallback: string): string {
  return error instanceof AppError && error.status < 500 ? error.message : fallback;
}

/**
 * One try of a lesson's background work, as its job runs it: claims the work (a duplicate job, or
 * one on another instance, finds it taken or done and stops), keeps its heartbeat while `work`
 * runs, and records how it ended: done; queued again while retries remain (the error is thrown so
 * the queue retries with backoff); failed for good with a reason the learner may read. `work`
 * answers how to store its result: stored in the transaction that marks the work done, so no read,
 * on any instance, finds it done without its result (issue 43).
 */
export async function runLessonWork(
  deps: LessonWorkDeps,
  options: {
    lessonId: string;
    kind: LessonWorkKind;
    run: JobRun;
    /** The learner's message when the work fails for a reason of ours. */
    failure: string;
    /** Does the slow part and answers the write of its result (nothing when there is none to store). */
    work: (signal: AbortSignal) => Promise<((tx: Tx) => Promise<unknown>) | undefined>;
  },
): Promise<"done" | "skipped" | "failed"> {
  const { db, hub } = deps;
  const { lessonId, kind } = options;
  if (!(await claimLessonWork(db, lessonId, kind))) return "skipped";
  hub.publish(lessonId, { type: "work", kind });
  const heartbeat = setInterval(() => void touchLessonWork(db, lessonId, kind).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const store = await options.work(options.run.signal);
    await db.transaction(async (tx) => {
      await store?.(tx);
      await endLessonWork(tx, { lessonId, kind, state: "done" });
    });
    return "done";
  } catch (error) {
    const error_ = learnerMessage(error, options.failure);
    const retrying = options.run.retryCount < options.run.retryLimit && !options.run.signal.aborted;
    await endLessonWork(db, { lessonId, kind, state: retrying ? "queued" : "failed", error: error_ });
    deps.log?.error({ err: error, lessonId, kind, retrying }, "lesson work failed");
    if (retrying) throw error;
    return "failed";
  } finally {
    clearInterval(heartbeat);
    hub.publish(lessonId, { type: "work", kind });
  }
}

/**
 * Waits until the lesson's work of this kind is done (resolves) or failed (rejects with its
 * reason): woken by this process's work events, re-reading the state every second for work
 * running on another instance.
 */
export async function waitForLessonWork(
  deps: LessonWorkDeps,
  options: { lessonId: string; kind: LessonWorkKind; failure: string; timeoutMs?: number },
): Promise<void> {
  const { db, hub } = deps;
  const { lessonId, kind } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const waker = createWaker();
  const unsubscribe = hub.subscribe(lessonId, (event) => {
    if (event.type === "work" && event.kind === kind) waker.wake();
  });
  try {
    for (;;) {
      const work = (await findLessonWork(db, lessonId))[kind];
      if (work.state === "done") return;
      if (work.state === "failed" || work.state === "idle")
        throw new AppError("AI_UNAVAILABLE", work.error ?? options.failure);
      if (Date.now() > deadline) throw new AppError("AI_UNAVAILABLE", options.failure);
      await waker.sleep(RECHECK_MS);
    }
  } finally {
    unsubscribe();
  }
}

/**
 * Sends again the lesson work a dead process left behind (called at start-up): on PGlite, every
 * unfinished try (one process: none can still run); on PostgreSQL, tries whose heartbeat went stale.
 */
export async function resumeAbandonedLessonWork(
  deps: { db: Db },
  options: { everyUnfinished: boolean; send: (kind: LessonWorkKind, data: LessonWorkData) => Promise<void> },
): Promise<number> {
  const abandoned = await findAbandonedLessonWork(deps.db, options);
  for (const row of abandoned) {
    await requeueLessonWork(deps.db, row.lessonId, row.kind as LessonWorkKind);
    await options.send(row.kind as LessonWorkKind, { userId: row.userId, lessonId: row.lessonId });
  }
  return abandoned.length;
}
