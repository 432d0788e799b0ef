import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

const migrationsFolder = path.join(import.meta.dirname, "migrations");
/** Arbitrary constant key for the migration advisory lock. */
const MIGRATION_LOCK_KEY = 727_274_101;

/**
 * Applies the committed migrations. On PostgreSQL this holds an advisory lock so that several
 * instances starting at once apply them exactly once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite({ client: handle.pglite as unknown as PGlite }), { migrationsFolder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
