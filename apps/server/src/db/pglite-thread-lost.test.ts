import type { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../plugins/errors.ts";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

// Every Worker this file's code starts is kept, so that a test can end PGlite's thread as a crash
// or an out-of-memory error would (terminate: exit code 1), with the rest of the process running.
const workers = vi.hoisted(() => [] as Worker[]);
vi.mock("node:worker_threads", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:worker_threads")>();
  class KeptWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      workers.push(this);
    }
  }
  return { ...actual, default: { ...actual, Worker: KeptWorker }, Worker: KeptWorker };
});

const account = { username: "lost", email: "lost@example.com", password: "Str0ng!Passw0rd" };
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<"not settled">((resolve) => setTimeout(() => resolve("not settled"), ms)),
  ]);

describe("when PGlite's thread dies", () => {
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it("says so once, health answers 503 at once, and requests answer 503 rather than 500", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    closers.push(() => handle.close());
    await migrateDatabase(handle);
    const thread = workers.at(-1)!;
    const app = await buildApp({ config: testConfig(), db: handle.db, dbKind: handle.kind, logger: false });
    closers.push(() => app.close());
    await app.ready();
    const register = () => app.inject({ method: "POST", url: "/api/auth/register", payload: account });
    expect((await register()).statusCode).toBe(201);
    // A success is reused for a second: the thread dies well within it.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await thread.terminate();
    const lost = await settledWithin(handle.lost ?? Promise.resolve(undefined), 10_000);
    expect(lost).toBeInstanceOf(Error);
    expect(lost).toMatchObject({
      message: "PGlite's thread stopped: it exited with code 1",
      code: "57P02",
    });

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(health.headers["retry-after"]).toBe("5");
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ error: "SERVICE_UNAVAILABLE" });
  });

  it("is not reported when close() stops the thread", async () => {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.close();
    expect(await settledWithin(handle.lost ?? Promise.resolve(undefined), 300)).toBe("not settled");
    await expect(handle.pglite!.query("select 1")).rejects.toMatchObject({
      message: "PGlite is closed",
      code: "57P01",
    });
  });
});
