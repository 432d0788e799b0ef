import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { createPgEventBus } from "../src/db/event-bus.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { pgliteTemplate, postgresTemplate } from "./db-templates.ts";

export type TestContext = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  /** The URL of this test's own PostgreSQL database, when TEST_DATABASE_URL is set. */
  databaseUrl?: string;
  close(): Promise<void>;
};

/**
 * A fresh, isolated database for one test file: an in-memory PGlite by default, or a new
 * PostgreSQL database (created from TEST_DATABASE_URL, dropped at close) when that is set.
 */
export async function openTestDatabase(options: { vector?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({
      pgliteDir: "memory://",
      checkMemoizedReads: true,
      vector: options.vector,
      pgliteTemplate: await pgliteTemplate(options.vector === true),
    });
    await migrateDatabase(handle);
    return { handle, drop: async () => {} };
  }
  const name = `brainy_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${await postgresTemplate(adminUrl)}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10, checkMemoizedReads: true });
  await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Config for tests: fixed secret, no logging, a throwaway DATA_DIR, overridable per test. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "brainy-test-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    JOBS_ENABLED: "false",
    AI_DEMO_STEP_MS: "0",
    // Tests change plans straight in the database; every request re-reads them.
    AUTH_CACHE_MS: "0",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...overrides,
  });
}

/**
 * Builds the whole app on a fresh database; call close() in afterAll. `vector`: PGlite loads
 * pgvector (as a server with EMBEDDING_PROVIDER does).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { vector?: boolean } = {},
): Promise<TestContext> {
  const { handle, url, drop } = await openTestDatabase(options);
  const config = testConfig(env);
  // On PostgreSQL the app listens for the other instances' events, as a deployed one does.
  const eventBus = handle.pool && url ? await createPgEventBus({ pool: handle.pool, url }) : undefined;
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, logger: false, eventBus });
  await app.ready();
  return {
    app,
    handle,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
