import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type Logger, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { batchedLookup } from "./batched-lookup.ts";
import { type PgliteClient, startPgliteThread } from "./pglite-thread.ts";
import { prepareRaw } from "./prepared.ts";
import { createReadCheck, type Explain, noteStatement } from "./read-check.ts";
import { createReadMemo, createVersionedMemo, invalidateOnWrites, type ReadMemo } from "./read-memo.ts";
import type { VersionedTable } from "./schema/data-versions.ts";
import * as schema from "./schema/index.ts";

import type { Db, DbOrTx } from "./types.ts";

export type { Db, DbOrTx, Schema, Tx } from "./types.ts";

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Db;
  /** The embedded PGlite, running in its own thread (pg-boss shares it; ADR 0031). */
  pglite?: PgliteClient;
  /** The pg pool, when on PostgreSQL. */
  pool?: pg.Pool;
  /** Counts statements sent through Drizzle; tests use it to prove query counts stay flat. */
  stats: { queries: number };
  /** Hot reads kept until a write could change them (see read-memo.ts). */
  memo?: ReadMemo;
  /** PGlite for the job queue, which writes only its own schema: its statements leave the memo be. */
  pgliteForJobs?: Pick<PgliteClient, "query" | "exec">;
  /**
   * PGlite: settles when its thread died unasked (a crash, out of memory). The database is then
   * gone until the process starts again; server.ts exits (ADR 0031, When the thread dies).
   */
  lost?: Promise<Error>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** Checks that each memoized read reads only the versioned tables it declares (tests; see read-check.ts). */
  checkMemoizedReads?: boolean;
  /**
   * PGlite: loads the pgvector extension (`@electric-sql/pglite-pgvector`) so passage embeddings
   * are ranked with `<=>` under an HNSW index (EMBEDDING_PROVIDER set; ADR 0029). PostgreSQL has
   * it or not on the server: the sources module detects that at start-up.
   */
  vector?: boolean;
  /**
   * PGlite: starts from this tarball of a data directory (PGlite's `dumpDataDir`) instead of an
   * empty one. Tests open each database from a migrated template (test/app.ts).
   */
  pgliteTemplate?: string;
};

/**
 * PGlite's own defaults plus a small buffer cache: the embedded database serves one machine's
 * users, and PostgreSQL's default 128 MB of shared buffers would make up most of the server's memory.
 * `brainy.data_versions=off`: the data-version triggers return at once (migration 0022); nothing
 * reads the versions here, where the read memo counts writes in this process (ADR 0011, 0022).
 */
const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  ...["search_path=public", "exit_on_error=false", "log_checkpoints=false", "io_method=sync"],
  ...["max_worker_processes=0", "max_parallel_workers=0", "max_parallel_workers_per_gather=0"],
  ...["max_parallel_maintenance_workers=0", "shared_buffers=16MB", "brainy.data_versions=off"],
].flatMap((param) => (param.includes("=") ? ["-c", param] : [param]));

/** Opens PGlite (embedded default) or PostgreSQL (DATABASE_URL), with one Drizzle schema for both. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const stats = { queries: 0 };
  const logger: Logger = options.checkMemoizedReads
    ? {
        logQuery: (text, params) => {
          stats.queries++;
          noteStatement(text, params);
        },
      }
    : { logQuery: () => void stats.queries++ };
  const checkReads = (db: Db, explain: Explain) => {
    if (options.checkMemoizedReads) readChecks.set(db, createReadCheck(explain));
  };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    const memo = createVersionedMemo(versionsOf(db));
    memos.set(db, memo);
    checkReads(db, async (text, params) => (await pool.query(text, params)).rows);
    return { kind: "postgres", db, pool, stats, memo, close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(dir), { recursive: true });
  // Loaded only for the embedded database: a PostgreSQL server never carries PGlite.
  const [pglite, { drizzle: drizzlePglite }] = await Promise.all([
    startPgliteThread(dir, PGLITE_START_PARAMS, {
      vector: options.vector === true,
      loadDataDir: options.pgliteTemplate,
    }),
    import("drizzle-orm/pglite"),
  ]);
  const memo = createReadMemo();
  const pgliteForJobs = invalidateOnWrites(pglite, memo);
  // Drizzle's driver calls only query and transaction, which the thread's client answers as PGlite does.
  const db = drizzlePglite({ client: pglite as unknown as PGlite, schema, logger }) as unknown as Db;
  memos.set(db, memo);
  // Past the memo's bookkeeping: an explain is no write.
  checkReads(db, async (text, params) => (await pgliteForJobs.query(text, params)).rows);
  void pglite.lost.then((error) => lostDatabases.set(db, error));
  return {
    kind: "pglite",
    db,
    pglite,
    pgliteForJobs,
    stats,
    memo,
    lost: pglite.lost,
    close: () => pglite.close(),
  };
}

const lostDatabases = new WeakMap<Db, Error>();

/**
 * Why the database is gone for good in this process (PGlite's thread died), or undefined: the
 * health check answers 503 at once then, without waiting for its last success to age.
 */
export function databaseLost(db: Db): Error | undefined {
  return lostDatabases.get(db);
}

/**
 * Each user's data version on PostgreSQL: the set of their versions (usually one), new after every
 * commit that changed their rows. The users asked for in one turn of the event loop share one
 * statement sent after all of them asked (batched-lookup.ts): under load one round trip answers
 * many requests, and none is answered by a statement sent before it asked (ADR 0012, 0029).
 */
function versionsOf(db: Db): (userId: string) => Promise<string> {
  const versions = prepareRaw<{ user_id: string; version: string }>(
    db,
    "data_versions_of",
    sql`select user_id, string_agg(version::text, '.' order by version) as version
          from data_versions where user_id = any(${sql.placeholder("userIds")}::uuid[]) group by user_id`,
  );
  const lookup = batchedLookup(async (userIds) => {
    const rows = await versions.execute({ userIds });
    return new Map(rows.map((row) => [row.user_id, row.version]));
  });
  return async (userId) => {
    // One malformed id would fail the whole batch's statement; owners are verified tokens' ids.
    if (!UUID.test(userId)) throw new Error(`data version of a malformed user id: ${userId}`);
    return (await lookup.load(userId)) ?? "";
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const memos = new WeakMap<DbOrTx, ReadMemo>();
const readChecks = new WeakMap<DbOrTx, ReturnType<typeof createReadCheck>>();

/** How long a memoized read may be reused at most, even with nothing written (a bound, not a need). */
export const HOT_READ_MAX_AGE_MS = 60_000;

/**
 * The owner's stamp now, for several memoized reads of one owner in a request (`ownerStamp`): on
 * PostgreSQL one lookup of their version instead of one per read; undefined without a memo.
 */
export async function ownerStamp(db: DbOrTx, owner: string): Promise<string | undefined> {
  const memo = memos.get(db);
  return memo ? await memo.stamp(owner) : undefined;
}

/**
 * Runs a hot read of one user's rows through the database's memo (outside transactions): the
 * answer kept under `key` while no write could have changed it and it is at most `maxAgeMs` old.
 * `key` must name everything the answer depends on (statement and parameters), `owner` the user
 * whose rows it reads and `reads` the tables it reads: only tables whose changes move the owner's
 * data version (VERSIONED_TABLES; tests check each statement's plan against `reads`). The answer
 * is shared by its readers and deeply frozen, so code that changes what it read fails instead of
 * corrupting another request's answer.
 */
export function memoizedRead<T>(
  db: DbOrTx,
  options: {
    key: string;
    owner: string;
    /** The owner's members, whose rows it reads too (a class's; see ReadMemo.read). */
    alsoOwners?: readonly string[];
    /** The owner's stamp read earlier in this request (`ownerStamp`; see ReadMemo.read). */
    ownerStamp?: string;
    maxAgeMs: number;
    reads: readonly VersionedTable[];
    /** Whether an answer may be kept (a large one is not); kept when absent. */
    keep?: (answer: T) => boolean;
  },
  read: () => Promise<T>,
): Promise<T> {
  const memo = memos.get(db);
  if (!memo) return read();
  const check = readChecks.get(db);
  return memo.read(options, check ? () => check(options, read) : read);
}
