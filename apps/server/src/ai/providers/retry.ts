import { APICallError } from "ai";

/** Longest Retry-After we wait for inside one request; longer ones fail fast with the header passed on. */
export const MAX_RETRY_AFTER_MS = 30_000;

/** The wait a provider asked for: retry-after-ms, retry-after in seconds, or an HTTP date; undefined when absent. */
export function readRetryAfterMs(
  headers: Record<string, string> | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower["retry-after-ms"]);
  if (lower["retry-after-ms"] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = lower["retry-after"];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter: ~0.5 s, 1 s, 2 s… capped at 8 s. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

/** True for provider answers worth retrying: 408, 409, 429, any 5xx, and connection failures. */
export function isRetryableProviderError(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Finds the provider's APICallError in an error or its cause chain (streams wrap it). */
export function findApiCallError(error: unknown): APICallError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (APICallError.isInstance(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
