import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type { Reply, Request, WireOptions, WorkerInput } from "./pglite-worker.ts";

/**
 * The embedded database as the main thread sees it: PGlite's `query`, `exec` and `transaction`,
 * answered by PGlite running in its own thread (db/pglite-worker.ts, ADR 0031). Drizzle's PGlite
 * driver, the migrations, pg-boss and the read memo use it as they would PGlite itself.
 */
export type PgliteClient = Pick<PGlite, "query" | "exec" | "transaction"> & {
  /** Closes the database cleanly (a checkpoint), then stops its thread. */
  close(): Promise<void>;
  /**
   * Settles with the reason when the thread stopped unasked (a crash, out of memory): every
   * statement fails from then on. Never settles when close() stopped it (ADR 0031, When the thread dies).
   */
  lost: Promise<Error>;
};

/**
 * Starts PGlite on `dataDir` in a worker thread; answers once it is open. The worker keeps the
 * process alive only while a statement is in flight, as PGlite in this thread did not at all.
 */
export async function startPgliteThread(
  dataDir: string,
  startParams: string[],
  options: { vector: boolean; loadDataDir?: string } = { vector: false },
): Promise<PgliteClient> {
  // The source runs as TypeScript (tests, dev), the build as JavaScript beside it.
  const file = new URL(`./pglite-worker${path.extname(import.meta.filename)}`, import.meta.url);
  const worker = new Worker(file, {
    workerData: {
      dataDir,
      startParams,
      vector: options.vector,
      loadDataDir: options.loadDataDir,
    } satisfies WorkerInput,
  });
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;
  let died!: (error: Error) => void;
  const lost = new Promise<Error>((resolve) => {
    died = resolve;
  });

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  /** The thread is gone: asked to by close(), or not (then the database is lost until a restart). */
  const ended = (reason: string, cause?: Error) => {
    if (stopped) return;
    if (closing) return stop(unavailable("PGlite is closed", "57P01"));
    const error = unavailable(`PGlite's thread stopped: ${reason}`, "57P02", cause);
    stop(error);
    died(error);
  };
  // (Only these listeners are taken off again: the Worker's own ones keep its port working.)
  const starting = {
    message: (_reply: Reply) => {},
    error: (_error: Error) => {},
    exit: (_code: number) => {},
  };
  try {
    await new Promise<void>((resolve, reject) => {
      starting.message = (reply) =>
        "startError" in reply ? reject(errorFromWire(reply.startError)) : resolve();
      starting.error = reject;
      starting.exit = (code) => reject(new Error(`PGlite's thread exited (${code}) while starting`));
      worker.once("message", starting.message);
      worker.once("error", starting.error);
      worker.once("exit", starting.exit);
    });
  } finally {
    worker.off("message", starting.message);
    worker.off("error", starting.error);
    worker.off("exit", starting.exit);
  }
  worker.on("message", (reply: Reply) => {
    if (!("id" in reply)) return;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ("error" in reply) call.reject(errorFromWire(reply.error));
    else call.resolve(reply.result as never);
  });
  // An uncaught error (out of memory: ERR_WORKER_OUT_OF_MEMORY) comes first, then the exit.
  worker.on("error", (error) => ended(error.message, error));
  worker.on("exit", (code) => ended(`it exited with code ${code}`));
  worker.unref();

  const call = <T>(request: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ ...request, id } as Request);
    return answer;
  };
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number) =>
    call<Results<T>>({ op: "query", text, params, options: toWire(options), tx });
  const exec = (text: string, options?: QueryOptions, tx?: number) =>
    call<Results[]>({ op: "exec", text, options: toWire(options), tx });

  let nextTx = 1;
  return {
    query: (text, params, options) => query(text, params, options),
    exec: (text, options) => exec(text, options),
    /**
     * PGlite's transaction, with the callback on this thread: BEGIN is sent at once (statements
     * sent meanwhile wait for it in the worker), the statements carry the transaction's number,
     * and the callback's outcome commits it or rolls it back. As with PGlite, a COMMIT of a
     * transaction a failed statement aborted throws.
     */
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      if (stopped) throw stopped;
      const number = nextTx++;
      worker.postMessage({ op: "begin", tx: number } satisfies Request);
      let closed = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const tx = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return query<R>(text, params, options, number);
        },
        exec: async (text: string, options?: QueryOptions) => {
          open();
          return exec(text, options, number);
        },
        rollback: async () => {
          open();
          await call({ op: "rollback", tx: number });
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        closed = true;
        await call({ op: "end", tx: number, commit: false }).catch(() => {});
        throw error;
      }
      closed = true;
      await call({ op: "end", tx: number, commit: true });
      return result;
    },
    async close() {
      if (stopped || closing) return;
      closing = true;
      try {
        await call({ op: "close" });
      } finally {
        stop(unavailable("PGlite is closed", "57P01"));
        await worker.terminate();
      }
    },
    lost,
  };
}

/**
 * Why statements fail once the thread is gone, with PostgreSQL's SQLSTATE for it (57P01: shut down
 * as asked, 57P02: crashed), so that requests answer 503 like any unreachable database, not 500.
 */
function unavailable(message: string, code: "57P01" | "57P02", cause?: Error): Error {
  return Object.assign(new Error(message, cause ? { cause } : undefined), { code });
}

/** A request that is answered, before its id is given. */
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

const wireOptions = new WeakMap<QueryOptions, WireOptions>();

/**
 * Options in a form the worker can receive. Parsers are functions, which cannot cross threads: the
 * only ones taken are those that keep PostgreSQL's text (Drizzle's, for dates and intervals).
 */
function toWire(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  let wire = wireOptions.get(options);
  if (wire) return wire;
  const { rowMode, parsers, paramTypes, ...rest } = options;
  if (Object.keys(rest).length > 0)
    throw new Error(`PGlite's thread does not take ${Object.keys(rest).join(", ")}`);
  const keepText = Object.entries(parsers ?? {}).map(([oid, parse]) => {
    if (parse("x", Number(oid)) !== "x") throw new Error(`PGlite's thread only keeps type ${oid} as text`);
    return Number(oid);
  });
  wire = {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    ...(keepText.length ? { keepText } : {}),
  };
  wireOptions.set(options, wire);
  return wire;
}

/** The worker's error as an Error here, with the database's fields (code, detail, constraint…). */
function errorFromWire(wire: Record<string, unknown>): Error {
  const { message, name, stack, ...fields } = wire;
  const error = Object.assign(new Error(String(message)), fields);
  if (typeof name === "string") error.name = name;
  if (typeof stack === "string") error.stack = stack;
  return error;
}
