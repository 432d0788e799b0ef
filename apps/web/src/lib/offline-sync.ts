import { ErrorReasons } from "@brainy/contract";
import type { z } from "zod";
import { ApiError, api } from "./api-client.ts";
import { userOfToken } from "./offline-caches.ts";
import { enqueueChange, type QueuedChange, type SendOutcome } from "./offline-queue.ts";
import { readToken } from "./session.ts";

/** The signed-in learner's id, read from the stored token (the server checks it), or null. */
export function currentUserId(): string | null {
  const token = readToken();
  return token ? userOfToken(`Bearer ${token}`) : null;
}

/** True when the browser says it has no network: a change is queued without trying. */
const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export type SentOrQueued<T> = { queued: false; data: T } | { queued: true };

/**
 * Sends a note save or a card grade with a fresh Idempotency-Key; without a network (or when the
 * request cannot reach the server) the change is queued under the same key, to be sent once when
 * the connection is back. Answers the server's answer, or that it was queued. Other failures
 * (4xx, 5xx) throw as usual.
 */
export async function sendOrQueue<S extends z.ZodType>(
  change: Pick<QueuedChange, "kind" | "target" | "method" | "path" | "body">,
  schema: S,
): Promise<SentOrQueued<z.output<S>>> {
  const userId = currentUserId();
  const key = crypto.randomUUID();
  const queue = async (): Promise<SentOrQueued<z.output<S>>> => {
    if (!userId) throw new ApiError(401, "UNAUTHORIZED", "Please log in again.", null);
    await enqueueChange({ ...change, key, userId, queuedAt: Date.now() });
    return { queued: true };
  };
  if (offline()) return queue();
  try {
    const data = await api(change.path, {
      method: change.method,
      body: change.body,
      schema,
      idempotencyKey: key,
    });
    return { queued: false, data: data as z.output<S> };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return queue();
    throw error;
  }
}

/**
 * Sends one queued change with its key. Retried later: no network, a 401 (it waits for the learner
 * to sign in again), a 408/429, a 5xx, or a 409 saying its key is still running. Dropped: any other refusal (the note was deleted, the card
 * was already graded on another device: 404, 409).
 */
export async function sendQueuedChange(change: QueuedChange): Promise<SendOutcome> {
  try {
    await api(change.path, { method: change.method, body: change.body, idempotencyKey: change.key });
    return "done";
  } catch (error) {
    if (!(error instanceof ApiError)) return "retry";
    const { status } = error;
    if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return "retry";
    // The same key still running on the server (an earlier send of this change): not a refusal.
    if (error.details?.reason === ErrorReasons.idempotencyInProgress) return "retry";
    return "dropped";
  }
}
