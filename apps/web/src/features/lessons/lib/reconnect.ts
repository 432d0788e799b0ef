import { ApiError } from "../../../lib/api-client.ts";

/** Pauses before each new try of a dropped lesson stream: about 20 s in all. */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 4000, 8000];

/**
 * Whether a stream that ended this way may be opened again: the connection dropped (the server
 * went away mid-stream, a network error, or a gateway answering 502-504 while the balancer finds
 * another instance). A plan limit, a sign-in problem or the generation's own `error` event may not.
 */
export function isDroppedStream(error: unknown): boolean {
  if (!(error instanceof ApiError)) return (error as Error | undefined)?.name !== "AbortError";
  return error.code === "NETWORK" || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * Follows a stream until it finishes: `open` reads it once and answers whether it ended with its
 * final event. A dropped stream is opened again after the next of `delays` (the server replays
 * what was sent, which the caller skips); other errors, and a drop after the last delay, reject.
 * Answers false when the stream keeps ending without its final event.
 */
export async function followWithReconnect(
  open: () => Promise<boolean>,
  options: { signal?: AbortSignal; delays?: number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<boolean> {
  const delays = options.delays ?? RECONNECT_DELAYS_MS;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    let dropped: unknown;
    try {
      if (await open()) return true;
    } catch (error) {
      if (!isDroppedStream(error)) throw error;
      dropped = error;
    }
    if (options.signal?.aborted) return false;
    const delay = delays[attempt];
    if (delay === undefined) {
      if (dropped !== undefined) throw dropped;
      return false;
    }
    await wait(delay);
    if (options.signal?.aborted) return false;
  }
}
