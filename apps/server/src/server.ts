import path from "node:path";
import { DEMO_AI_HINT } from "@brainy/contract";
import { buildApp } from "./app.ts";
import { JOBS, jobDeps, resumeLessonWork } from "./app-jobs.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createPgEventBus } from "./db/event-bus.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { analyzeStaleTables, startPgliteAutoAnalyze } from "./db/pglite-analyze.ts";
import { startFromPgliteTemplate } from "./db/pglite-template.ts";
import { startWorkers } from "./jobs/background.ts";
import { startJobQueue } from "./jobs/queue.ts";
import { collectWhenIdle, type ExposedGc, releaseMemory } from "./lib/idle-gc.ts";
import { resetAbandonedGenerations } from "./modules/lessons/repository.ts";

/** How often each instance looks for lesson work a dead process left (a try is stale after 30 s). */
const LESSON_WORK_SWEEP_MS = 15_000;

/** Process entry: config, database, migrations, jobs, HTTP; graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const pgliteDir = path.join(config.dataDir, "pglite");
  // A first start on PGlite copies the new database the build made (npm start's build has one).
  if (!config.DATABASE_URL) startFromPgliteTemplate(pgliteDir, import.meta.dirname);
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir,
    poolSize: config.DATABASE_POOL_SIZE,
    vector: config.EMBEDDING_PROVIDER !== undefined,
  });
  await migrateDatabase(handle);
  // PGlite is one process: a generation marked running was cut off by the last stop.
  if (handle.kind === "pglite") await resetAbandonedGenerations(handle.db);
  // PGlite has no autovacuum: its tables get statistics at start-up and after bulk writes.
  if (handle.pglite) await analyzeStaleTables(handle.pglite);

  // Instances sharing PostgreSQL wake each other's followers (LISTEN/NOTIFY).
  const eventBus =
    handle.pool && config.DATABASE_URL
      ? await createPgEventBus({ pool: handle.pool, url: config.DATABASE_URL })
      : undefined;
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, eventBus });
  const jobs = config.JOBS_ENABLED
    ? await startJobQueue({
        handle,
        url: config.DATABASE_URL,
        logger: app.log,
        concurrency: config.JOB_CONCURRENCY,
      })
    : undefined;
  app.deps.jobs = jobs;
  if (jobs)
    await startWorkers(
      jobs,
      JOBS,
      jobDeps(() => app.deps, app.log),
      app.log,
    );
  await resumeLessonWork(app, { everyUnfinished: handle.kind === "pglite", startUp: true });
  // Work whose worker died on another instance (its heartbeat went stale) is sent again from here.
  const sweep = setInterval(
    () =>
      void resumeLessonWork(app, { everyUnfinished: false }).catch((error) =>
        app.log.error({ err: error }, "resuming abandoned lesson work failed"),
      ),
    LESSON_WORK_SWEEP_MS,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  if (handle.pglite) {
    const stopAnalyze = startPgliteAutoAnalyze(handle.pglite, (error) =>
      app.log.error({ err: error }, "analyzing PGlite's tables failed"),
    );
    app.addHook("onClose", async () => stopAnalyze());
  }
  // The heap a burst of load leaves is given back once requests stop (lib/idle-gc.ts); `gc` exists
  // when started with --expose-gc (npm start does).
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (gc) {
    const idle = collectWhenIdle(gc);
    app.addHook("onRequest", (_request, _reply, done) => {
      idle.activity();
      done();
    });
    app.addHook("onClose", async () => idle.stop());
  }
  await app.ready();

  let closing = false;
  /** Stops as gracefully as it can, then exits with `exitCode` (1 at the latest after 20 s). */
  const shutdown = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, "shutting down");
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await jobs?.stop();
      await handle.close();
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // PGlite's thread died (a crash, out of memory): every statement fails from now on, and a new
  // thread in this process would inherit its half-done transactions. The process ends instead, so
  // that whatever supervises it starts it again on the same files (ADR 0031, When the thread dies).
  void handle.lost?.then((error) => {
    app.log.fatal({ err: error }, "the embedded database stopped; exiting so that the server is restarted");
    void shutdown("database lost", 1);
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { db: handle.kind, ai: config.AI_PROVIDER },
    `Brainy AI is running at http://localhost:${config.PORT}`,
  );
  if (config.AI_PROVIDER === "demo") app.log.info(DEMO_AI_HINT);
  // Start-up garbage (a new database's set-up, migrations) would otherwise stay resident.
  if (gc) releaseMemory(gc);
}

await main();
