import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { startJobQueue } from "./queue.ts";

const logger = pino({ level: "silent" });

/** Opens the same database again, as a restarted server would. */
type Reopen = () => Promise<DatabaseHandle>;

async function provePersistence(first: DatabaseHandle, reopen: Reopen, url?: string) {
  // Server 1 enqueues a job and stops before any worker runs it.
  const queue1 = await startJobQueue({ handle: first, url, logger, pollingIntervalSeconds: 0.5 });
  const jobId = await queue1.send("test-restart", { lessonId: "abc", attempt: 1 });
  expect(jobId).toBeTruthy();
  await queue1.stop();
  await first.close();

  // Server 2 starts on the same database and picks the job up.
  const second = await reopen();
  const queue2 = await startJobQueue({ handle: second, url, logger, pollingIntervalSeconds: 0.5 });
  const received = new Promise<{ id: string; data: unknown }>((resolve) => {
    void queue2.work<{ lessonId: string }>("test-restart", async (data, meta) =>
      resolve({ id: meta.id, data }),
    );
  });
  const job = await Promise.race([
    received,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("job not delivered after restart")), 20_000),
    ),
  ]);
  expect(job).toEqual({ id: jobId, data: { lessonId: "abc", attempt: 1 } });
  await queue2.stop();
  return second;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)("job queue on PGlite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brainy-jobs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a queued job across a server restart", async () => {
    const open = async () => {
      const handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
      await migrateDatabase(handle);
      return handle;
    };
    const second = await provePersistence(await open(), open);
    await second.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("job queue on PostgreSQL", () => {
  it("keeps a queued job across a server restart", async () => {
    const db = await openTestDatabase();
    const reopen = () => openDatabase({ url: db.url });
    const second = await provePersistence(db.handle, reopen, db.url);
    await second.close();
    await db.drop();
  });
});
