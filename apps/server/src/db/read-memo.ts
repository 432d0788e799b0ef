import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * Answers of hot reads kept until a write could have changed them. Each answer belongs to one user
 * (its `owner`: every memoized read is of one user's own rows) and is kept under the owner's
 * "stamp" seen before the read started; it is reused while the stamp is the same and it is at most
 * `maxAgeMs` old. So a read that overlapped a write is never reused: the write moved the stamp on.
 * Answers are deeply frozen, so code that would change a shared answer fails loudly instead of
 * corrupting the next caller's. Two kinds of stamp:
 *
 * - PGlite (createReadMemo): generations counted in this process. PGlite runs in this process and
 *   every statement passes through it (invalidateOnWrites), so "nothing that could change this
 *   answer was written since it was read" is known here without asking the database. A write makes
 *   stale either one user's answers or everyone's:
 *   - only the user's, when it runs in that user's signed-in request (`dataOwnerScope`) and its
 *     parameters hold their id: repositories filter every write of a user's rows by the caller's
 *     id, so such a statement changes the caller's rows only;
 *   - everyone's for any other write (no signed-in request, as in jobs and webhooks; a statement
 *     without the caller's id; a multi-statement text), and for a transaction, unless every write
 *     in it is the caller's.
 * - PostgreSQL (createVersionedMemo): the owner's versions in `data_versions`, to which triggers
 *   add a new one in the same transaction as any change to the tables memoized reads read
 *   (migration 0013), whichever instance or program wrote. Reading them is one index lookup instead
 *   of the screen's statement; a write committed before they were read is in the answer read after.
 */
export type ReadMemo = {
  /** The current answer under `key` (owned by `owner`), or reads it (once for concurrent callers) and keeps it. */
  read<T>(options: ReadOptions<T>, load: () => Promise<T>): Promise<T>;
  /**
   * The owner's stamp now: it moves on with every write that could change the owner's rows. Known at
   * once on PGlite (a generation in this process); a data version read from PostgreSQL there.
   */
  stamp(owner: string): string | Promise<string>;
  /** Marks one owner's answers stale, or everyone's when `owner` is undefined (PGlite; no-op on PostgreSQL). */
  invalidate(owner?: string): void;
  /** Kept answers (tests). */
  readonly size: number;
};

type ReadOptions<T> = {
  key: string;
  owner: string;
  /**
   * The owner's members (a class's), whose rows the answer reads too. On PGlite it is kept under
   * their generations as well as the owner's, so a write of any of them makes it stale; on
   * PostgreSQL a member's write moves their classes' versions with theirs (migration 0045), so the
   * owner's version alone stamps it.
   */
  alsoOwners?: readonly string[];
  /**
   * The owner's version read earlier in this request (PostgreSQL, `stamp`): several reads of one
   * owner share one lookup. A write after it moves the version on, so an answer kept under it is
   * not reused past that write. Ignored on PGlite, whose stamps cost nothing to read.
   */
  ownerStamp?: string;
  maxAgeMs: number;
  keep?: (answer: T) => boolean;
};

type Entry = { stamp: string; at: number; value: unknown };

/** Most answers kept; the least recently used goes first. */
const MAX_ENTRIES = 500;
/** Most owners whose generation is tracked between two global invalidations. */
const MAX_OWNERS = 10_000;

/** The memo for PGlite: stamps are generations counted in this process, moved on by `invalidate`. */
export function createReadMemo(now: () => number = () => Date.now()): ReadMemo {
  let all = 0;
  const own = new Map<string, number>();
  const stampOf = (owner: string) => `${all}.${own.get(owner) ?? 0}`;
  const memo = stampedMemo({
    stampOf,
    isCurrent: (owners, stamp) => owners.map(stampOf).join("|") === stamp,
    now,
  });
  return {
    read: memo.read,
    stamp: stampOf,
    get size() {
      return memo.entries.size;
    },
    invalidate(owner) {
      if (owner === undefined || (!own.has(owner) && own.size >= MAX_OWNERS)) {
        all++;
        own.clear();
        memo.entries.clear();
      } else {
        own.set(owner, (own.get(owner) ?? 0) + 1);
      }
    },
  };
}

/** The memo for PostgreSQL: stamps are the owners' data versions, read from the database. */
export function createVersionedMemo(
  versionOf: (owner: string) => Promise<string>,
  now: () => number = () => Date.now(),
): ReadMemo {
  const memo = stampedMemo({ stampOf: versionOf, isCurrent: () => true, withMembers: false, now });
  return {
    read: memo.read,
    stamp: versionOf,
    get size() {
      return memo.entries.size;
    },
    invalidate() {},
  };
}

/**
 * The memo's core. `stampOf(owner)` is read before each read; `isCurrent` says whether an answer
 * just read may still be kept under the stamp seen before it (false when a write overlapped it).
 */
function stampedMemo(options: {
  /** Whether members' stamps join the owner's (PGlite, the default); else the owner's covers them. */
  withMembers?: boolean;
  stampOf: (owner: string) => string | Promise<string>;
  isCurrent: (owners: readonly string[], stamp: string) => boolean;
  now: () => number;
}) {
  const { stampOf, isCurrent, now, withMembers = true } = options;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { stamp: string; promise: Promise<unknown> }>();
  return {
    entries,
    async read<T>(
      { key, owner, alsoOwners, ownerStamp, maxAgeMs, keep }: ReadOptions<T>,
      load: () => Promise<T>,
    ): Promise<T> {
      const owners = alsoOwners?.length && withMembers ? [owner, ...alsoOwners] : [owner];
      // A stamp known at once is taken at once: the read starts in the caller's turn (PGlite).
      const known = !withMembers && ownerStamp !== undefined ? [ownerStamp] : owners.map(stampOf);
      const stamp = (
        known.every((k) => typeof k === "string") ? (known as string[]) : await Promise.all(known)
      ).join("|");
      const entry = entries.get(key);
      if (entry && entry.stamp === stamp && now() - entry.at <= maxAgeMs) {
        // Most recently used last, so the first key is the one to drop.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      // A read of the same key under the same stamp is running: nothing was written in between.
      const pending = loading.get(key);
      if (pending && pending.stamp === stamp) return pending.promise as Promise<T>;
      const started = now();
      const promise = load().then((value) => {
        deepFreeze(value);
        if (isCurrent(owners, stamp) && (!keep || keep(value))) {
          entries.delete(key);
          entries.set(key, { stamp, at: started, value });
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        }
        return value;
      });
      loading.set(key, { stamp, promise });
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

/** What a statement may do to data. */
export type StatementKind = "read" | "control" | "write";

/**
 * "read": a `select` (or `with … select`) without a row lock and without a data-changing clause
 * anywhere in its text (the schema defines no functions that write); "control": transaction and
 * session statements (begin, commit, savepoint, set…), which change no rows; "write": anything
 * else, including a text that merely mentions such a word.
 */
export function statementKind(text: string): StatementKind {
  if (/^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset|show)\b/i.test(text))
    return /;\s*\S/.test(text) ? "write" : "control";
  const read =
    /^\s*(select|with)\b/i.test(text) &&
    !/\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory_lock|pg_advisory_xact_lock)\b/i.test(
      text,
    ) &&
    !/\bfor\s+(no\s+key\s+update|key\s+share|share)\b/i.test(text);
  return read ? "read" : "write";
}

/**
 * The signed-in user a request acts for: each request runs in a scope of its own, which the auth
 * plugin fills once the caller is signed in. Writes made in it that name that user's id change only
 * their rows.
 */
export const dataOwnerScope = new AsyncLocalStorage<{ userId?: string }>();

/**
 * Writes to the tables of classes: a student joining or a teacher's override names the caller, but
 * the answers it makes stale are the class's (kept views of a class are stamped with its and its
 * members' generations), so these make everyone's stale. They are rare next to a learner's writes.
 */
const CLASS_TABLE_WRITE =
  /\b(?:insert\s+into|update|delete\s+from)\s+"?(?:classes|class_members|class_invites|class_assignments|assignment_copies|grade_overrides|lti_score_posts)\b/i;

/** Whose answers a write makes stale: the caller's when the statement names them, else everyone's. */
function ownerOfWrite(text: string, params: unknown): string | undefined {
  const userId = dataOwnerScope.getStore()?.userId;
  if (!userId || !Array.isArray(params) || !params.includes(userId)) return undefined;
  return CLASS_TABLE_WRITE.test(text) ? undefined : userId;
}

type Query = PGlite["query"];
type Exec = PGlite["exec"];

/**
 * Routes every statement PGlite runs past the memo: a write makes the answers it could change stale
 * before it starts and again once it has finished; a transaction, once it has finished, by the
 * writes it held. Answers PGlite's own query and exec, without the memo's bookkeeping, for pg-boss
 * (`DatabaseHandle.pgliteForJobs`): the job queue writes only its own schema, which no memoized
 * read reads.
 */
export function invalidateOnWrites(
  pglite: Pick<PGlite, "query" | "exec" | "transaction">,
  memo: ReadMemo,
): { query: Query; exec: Exec } {
  const query = pglite.query.bind(pglite) as Query;
  const exec = pglite.exec.bind(pglite) as Exec;
  const transaction = pglite.transaction.bind(pglite);

  const aroundWrite = async <T>(owner: string | undefined, write: () => Promise<T>): Promise<T> => {
    memo.invalidate(owner);
    try {
      return await write();
    } finally {
      memo.invalidate(owner);
    }
  };

  pglite.query = ((text: string, params?: unknown[], options?: unknown) =>
    statementKind(text) === "write"
      ? aroundWrite(ownerOfWrite(text, params), () => query(text, params, options as never))
      : query(text, params, options as never)) as Query;
  pglite.exec = ((text: string, options?: unknown) =>
    statementKind(text) === "write"
      ? aroundWrite(undefined, () => exec(text, options as never))
      : exec(text, options as never)) as Exec;
  pglite.transaction = (async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    // Everyone's, unless every write in the transaction is the caller's.
    let owner: string | undefined = dataOwnerScope.getStore()?.userId;
    let wrote = false;
    const note = (kind: StatementKind, text: string, params?: unknown) => {
      if (kind !== "write") return;
      wrote = true;
      if (owner && ownerOfWrite(text, params) !== owner) owner = undefined;
    };
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((text: string, params?: unknown[], options?: unknown) => {
          note(statementKind(text), text, params);
          return txQuery(text, params, options as never);
        }) as Transaction["query"];
        tx.exec = ((text: string, options?: unknown) => {
          note(statementKind(text) === "control" ? "control" : "write", text);
          return txExec(text, options as never);
        }) as Transaction["exec"];
        return callback(tx);
      });
    } finally {
      if (wrote) memo.invalidate(owner);
    }
  }) as PGlite["transaction"];

  return { query, exec };
}
