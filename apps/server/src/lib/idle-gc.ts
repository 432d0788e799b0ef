/**
 * Gives memory back to the system once the server falls idle. Under load V8 grows its heap and keeps
 * the pages after the load is gone (measured: 140 MiB at rest, 250-300 MiB for good after a minute
 * of 100 connections); a memory-reducing full collection ("last resort": compacts, shrinks the young
 * generation and releases free pages) brings it back to rest size. It blocks for a few tens of
 * milliseconds, so it runs only when no request has arrived for a whole interval, once per burst
 * of activity. Needs `gc`, which the process has when started with --expose-gc (npm start does).
 */

/** V8's gc() with options (node --expose-gc). */
export type ExposedGc = (options?: { type?: "major"; execution?: "sync"; flavor?: "last-resort" }) => void;

/** The collection that returns memory: full, synchronous, memory-reducing. */
export function releaseMemory(gc: ExposedGc): void {
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

export type IdleCollector = {
  /** Call on every request. */
  activity(): void;
  stop(): void;
};

/**
 * Checks every `intervalMs`; when requests came since the last collection but none during the last
 * interval, collects once.
 */
export function collectWhenIdle(gc: ExposedGc, intervalMs = 10_000): IdleCollector {
  let requests = 0;
  let seenAtLastCheck = 0;
  let collectedAt = 0;
  const timer = setInterval(() => {
    const quiet = requests === seenAtLastCheck;
    seenAtLastCheck = requests;
    if (quiet && requests !== collectedAt) {
      collectedAt = requests;
      releaseMemory(gc);
    }
  }, intervalMs);
  timer.unref();
  return {
    activity() {
      requests++;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
