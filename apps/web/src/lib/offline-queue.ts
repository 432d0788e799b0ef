import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * A change made while the server could not be reached, waiting in IndexedDB to be sent (ADR 0026).
 * Its `key` is the request's Idempotency-Key: sending it twice (an answer lost on the way back,
 * two tabs flushing) has one effect on the server.
 */
export type QueuedChange = {
  key: string;
  userId: string;
  kind: "note" | "grade";
  /** The note or card the change is about. */
  target: string;
  method: "PUT" | "POST";
  /** Under /api, with its query string. */
  path: string;
  body: unknown;
  queuedAt: number;
};

/** What sending one change came to: done (or refused for good: dropped), or to try again later. */
export type SendOutcome = "done" | "dropped" | "retry";

interface QueueDb extends DBSchema {
  changes: { key: string; value: QueuedChange; indexes: { byUser: string } };
}

const DB_NAME = "brainy-offline";
let database: Promise<IDBPDatabase<QueueDb>> | null = null;

function openQueue(): Promise<IDBPDatabase<QueueDb>> {
  database ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore("changes", { keyPath: "key" });
      store.createIndex("byUser", "userId");
    },
  });
  return database;
}

/** The signed-in learner's pending changes, oldest first, kept in memory for synchronous reads. */
let pending: QueuedChange[] = [];
let pendingUser: string | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to the pending list (useSyncExternalStore); answers the unsubscribe. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending changes of the learner loaded last (empty before loadQueue). */
export function pendingChanges(): readonly QueuedChange[] {
  return pending;
}

/** Reads a learner's pending changes from IndexedDB into memory (sign-in, app start). */
export async function loadQueue(userId: string | null): Promise<void> {
  pendingUser = userId;
  const rows = userId ? await (await openQueue()).getAllFromIndex("changes", "byUser", userId) : [];
  if (pendingUser !== userId) return;
  pending = rows.sort((a, b) => a.queuedAt - b.queuedAt);
  changed();
}

/**
 * Queues a change. A note's earlier change still waiting is replaced (the note is sent once, as
 * last edited); grades all stay, in order.
 */
export async function enqueueChange(change: QueuedChange): Promise<void> {
  const db = await openQueue();
  const tx = db.transaction("changes", "readwrite");
  const replaced =
    change.kind === "note"
      ? (await tx.store.index("byUser").getAll(change.userId)).filter(
          (row) => row.kind === "note" && row.target === change.target,
        )
      : [];
  for (const row of replaced) await tx.store.delete(row.key);
  await tx.store.put(change);
  await tx.done;
  if (change.userId === pendingUser) {
    const gone = new Set(replaced.map((row) => row.key));
    pending = [...pending.filter((row) => !gone.has(row.key)), change];
    changed();
  }
}

async function removeChange(key: string): Promise<void> {
  await (await openQueue()).delete("changes", key);
  pending = pending.filter((row) => row.key !== key);
  changed();
}

let flushing: Promise<FlushResult> | null = null;

export type FlushResult = { sent: number; dropped: QueuedChange[]; left: number };

/**
 * Sends a learner's pending changes in the order they were made, one at a time; stops at the first
 * that must wait (no network, the server unavailable) so the order holds. One flush runs at a time:
 * a second call while one runs gets the running one's result.
 */
export function flushQueue(
  userId: string,
  send: (change: QueuedChange) => Promise<SendOutcome>,
): Promise<FlushResult> {
  flushing ??= (async () => {
    const result: FlushResult = { sent: 0, dropped: [], left: 0 };
    try {
      const rows = (await (await openQueue()).getAllFromIndex("changes", "byUser", userId)).sort(
        (a, b) => a.queuedAt - b.queuedAt,
      );
      for (const [index, change] of rows.entries()) {
        const outcome = await send(change);
        if (outcome === "retry") {
          result.left = rows.length - index;
          break;
        }
        await removeChange(change.key);
        if (outcome === "done") result.sent++;
        else result.dropped.push(change);
      }
      return result;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
