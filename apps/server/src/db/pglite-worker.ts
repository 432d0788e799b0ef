/**
 * The embedded database's thread (ADR 0031): PGlite runs here, in a `worker_threads` Worker, so
 * that its WebAssembly no longer shares the one thread that reads and answers every request. The
 * main thread (db/pglite-thread.ts) sends each statement as a message and gets its result back;
 * a transaction is a session of messages pinned to one PGlite transaction here, since Drizzle's
 * interactive transactions run JavaScript between their statements. Statements run in the order
 * their messages arrive (PGlite's own lock); one outside a transaction waits for an open one.
 * This file imports nothing of the server but PGlite and the idle collector.
 */
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { collectWhenIdle, type ExposedGc, releaseMemory } from "../lib/idle-gc.ts";

/** How the main thread asks for a statement's rows in a form it can copy across threads. */
export type WireOptions = {
  rowMode?: "array" | "object";
  /** Types answered as PostgreSQL's text instead of parsed (Drizzle keeps dates and intervals so). */
  keepText?: number[];
  paramTypes?: number[];
};

/** A message from the main thread. */
export type Request =
  | { id: number; op: "query"; text: string; params?: unknown[]; options?: WireOptions; tx?: number }
  | { id: number; op: "exec"; text: string; options?: WireOptions; tx?: number }
  | { op: "begin"; tx: number }
  | { id: number; op: "rollback"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

/** A message to the main thread: a result or an error (its own properties copied), by request id. */
export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { ready: true }
  | { startError: Record<string, unknown> };

/** What the main thread starts the worker with. */
export type WorkerInput = {
  dataDir: string;
  startParams: string[];
  /** Load the pgvector extension (`@electric-sql/pglite-pgvector`; EMBEDDING_PROVIDER set, ADR 0032). */
  vector: boolean;
  /** A tarball of a data directory (PGlite's dumpDataDir) to start from: tests' migrated template. */
  loadDataDir?: string;
};

/** An error's message, name, stack and own properties that can be copied across threads. */
export function errorToWire(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const wire: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "function" || key === "queryOptions") continue;
    try {
      wire[key] = structuredClone(value);
    } catch {}
  }
  return wire;
}

const keepText = (value: string) => value;
const optionsByKey = new Map<string, QueryOptions>();

/** PGlite's options for the wire's (a handful of distinct ones, each built once). */
function queryOptions(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const key = `${wire.rowMode}|${wire.keepText}|${wire.paramTypes}`;
  let options = optionsByKey.get(key);
  if (!options) {
    options = {
      ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
      ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
      ...(wire.keepText ? { parsers: Object.fromEntries(wire.keepText.map((oid) => [oid, keepText])) } : {}),
    };
    optionsByKey.set(key, options);
  }
  return options;
}

/** An open transaction: its handle once BEGIN ran, and how the main thread's decision reaches it. */
type OpenTransaction = {
  opened: Promise<Transaction>;
  decide: (commit: boolean) => void;
  done: Promise<void>;
};

/** Thrown inside PGlite's transaction to roll it back when the main thread's callback failed. */
const ROLL_BACK = Symbol("roll back");

function begin(pglite: PGlite): OpenTransaction {
  let open!: (tx: Transaction) => void;
  let fail!: (error: unknown) => void;
  let decide!: (commit: boolean) => void;
  const opened = new Promise<Transaction>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  const done = pglite
    .transaction(async (tx) => {
      open(tx);
      if (!(await decided)) throw ROLL_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLL_BACK) {
        fail(error);
        throw error;
      }
    });
  // Statements waiting on `opened` see BEGIN's failure; the decision's answer sees it too.
  opened.catch(() => {});
  done.catch(() => {});
  return { opened, decide, done };
}

async function serve(port: NonNullable<typeof parentPort>, input: WorkerInput): Promise<void> {
  let pglite: PGlite;
  try {
    const extensions = input.vector
      ? { vector: (await import("@electric-sql/pglite-pgvector")).vector }
      : undefined;
    const loadDataDir = input.loadDataDir ? new Blob([readFileSync(input.loadDataDir)]) : undefined;
    pglite = await PGlite.create(input.dataDir, { startParams: input.startParams, extensions, loadDataDir });
  } catch (error) {
    port.postMessage({ startError: errorToWire(error) } satisfies Reply);
    return;
  }
  // This thread has a heap of its own, which the main thread's collections do not shrink: it gives
  // back what start-up left, and what a burst of statements left once they stop (lib/idle-gc.ts).
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (gc) releaseMemory(gc);
  const idle = gc ? collectWhenIdle(gc) : undefined;
  const transactions = new Map<number, OpenTransaction>();
  const target = async (tx: number | undefined): Promise<Pick<PGlite, "query" | "exec">> => {
    if (tx === undefined) return pglite;
    const open = transactions.get(tx);
    if (!open) throw new Error("Transaction is closed");
    return open.opened;
  };
  const answer = (id: number, run: () => Promise<unknown>) => {
    run().then(
      (result) => port.postMessage({ id, result } satisfies Reply),
      (error: unknown) => port.postMessage({ id, error: errorToWire(error) } satisfies Reply),
    );
  };
  port.on("message", (request: Request) => {
    idle?.activity();
    switch (request.op) {
      case "query":
        return answer(request.id, async () =>
          (await target(request.tx)).query(request.text, request.params, queryOptions(request.options)),
        );
      case "exec":
        return answer(request.id, async () =>
          (await target(request.tx)).exec(request.text, queryOptions(request.options)),
        );
      case "begin":
        transactions.set(request.tx, begin(pglite));
        return;
      case "rollback":
        return answer(request.id, async () => {
          const open = transactions.get(request.tx);
          await (await open?.opened)?.rollback();
        });
      case "end":
        return answer(request.id, async () => {
          const open = transactions.get(request.tx);
          if (!open) return;
          open.decide(request.commit);
          try {
            await open.done;
          } finally {
            transactions.delete(request.tx);
          }
        });
      case "close":
        idle?.stop();
        return answer(request.id, () => pglite.close());
    }
  });
  port.postMessage({ ready: true } satisfies Reply);
}

if (parentPort) await serve(parentPort, workerData as WorkerInput);
