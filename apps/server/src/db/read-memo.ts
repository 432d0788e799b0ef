import type { PGlite } from "@electric-sql/pglite";

/**
 * Answers of hot reads kept until the next write, for the embedded database only. PGlite runs in
 * this process, every statement that can change data passes through it, and its statements run one
 * at a time: so "nothing was written since this answer was read" is known exactly here, and a read
 * whose answer is still current need not run again (on PGlite a screen's statement costs about a
 * millisecond of the only thread). On PostgreSQL other instances write too: no memo there.
 *
 * Correctness rests on three rules: (1) every statement that may write moves the generation on both
 * before and after it runs, and so does every transaction (a read that overlapped a write is stored
 * under a generation that is already gone); (2) an answer is stored under the generation seen
 * before its read started; (3) answers are deeply frozen, so code that would change a shared answer
 * fails loudly instead of corrupting the next caller's.
 */
export type ReadMemo = {
  /** Moves on whenever data may have changed. */
  readonly generation: number;
  /** The current answer under `key`, or reads it (at most once at a time per key) and keeps it. */
  read<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T>;
  /** Marks data as possibly changed: every kept answer is stale. */
  invalidate(): void;
  /** Kept answers (tests and benches). */
  readonly size: number;
};

type Entry = { generation: number; at: number; value: unknown };

/** Most answers kept; the least recently used goes first. */
const MAX_ENTRIES = 500;

export function createReadMemo(now: () => number = Date.now): ReadMemo {
  let generation = 0;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    invalidate() {
      generation++;
      if (entries.size > 0) entries.clear();
    },
    async read<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.generation === generation && now() - entry.at <= maxAgeMs) {
        // Most recently used last, so the first key is the one to drop.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      const pending = loading.get(key);
      if (pending && pending.generation === generation) return pending.promise as Promise<T>;
      const seen = generation;
      const started = now();
      const promise = load().then((value) => {
        deepFreeze(value);
        if (generation === seen) {
          entries.delete(key);
          entries.set(key, { generation: seen, at: started, value });
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        }
        return value;
      });
      loading.set(key, { generation: seen, promise });
      try {
        return await promise;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },
  };
}

/** Freezes a value and everything reachable from it (plain objects, arrays, dates). */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * True for a statement that cannot change data: a `select` (or a `with … select`) without a row
 * lock and without a data-changing clause anywhere in its text. Anything else counts as a write.
 */
export function isReadOnlyStatement(text: string): boolean {
  return (
    /^\s*(select|with)\b/i.test(text) &&
    !/\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory_lock|pg_advisory_xact_lock)\b/i.test(
      text,
    ) &&
    !/\bfor\s+(no\s+key\s+update|key\s+share|share)\b/i.test(text)
  );
}

/**
 * Routes every statement PGlite runs past the memo: statements that may write (and every
 * transaction) make kept answers stale before they start and again once they have finished.
 */
export function invalidateOnWrites(pglite: PGlite, memo: ReadMemo): void {
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  const aroundWrite = async <T>(write: () => Promise<T>): Promise<T> => {
    memo.invalidate();
    try {
      return await write();
    } finally {
      memo.invalidate();
    }
  };
  pglite.query = ((text: string, ...rest: unknown[]) =>
    isReadOnlyStatement(text)
      ? query(text, ...(rest as []))
      : aroundWrite(() => query(text, ...(rest as [])))) as PGlite["query"];
  pglite.exec = ((text: string, ...rest: unknown[]) =>
    isReadOnlyStatement(text)
      ? exec(text, ...(rest as []))
      : aroundWrite(() => exec(text, ...(rest as [])))) as PGlite["exec"];
  pglite.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    aroundWrite(() => transaction(callback))) as PGlite["transaction"];
}
