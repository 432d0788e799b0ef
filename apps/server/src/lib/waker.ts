/**
 * A pause that `wake()` ends early: how a follower waits for the next event of this process while
 * re-reading the database now and then for work elsewhere. A `wake()` while nobody is pausing makes
 * the next pause return at once, so an event between a read and the pause is never lost.
 */
export function createWaker() {
  let pending = false;
  let end: (() => void) | undefined;
  return {
    wake(): void {
      if (end) end();
      else pending = true;
    },
    /** Waits `ms`, or less when woken or when the signal aborts. */
    async sleep(ms: number, signal?: AbortSignal): Promise<void> {
      if (pending || signal?.aborted) {
        pending = false;
        return;
      }
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", done);
          end = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        end = done;
        signal?.addEventListener("abort", done, { once: true });
      });
    },
  };
}
