import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

/**
 * A new embedded database made at build time: a PGlite data directory with every migration applied,
 * beside the built server. A first start copies it instead of running initdb and the migrations in
 * the server process (about 2 s sooner, and none of their memory stays resident). Its name carries
 * PGlite's version, so an upgraded PGlite never opens a directory an older one made.
 */
export function pgliteTemplateDir(serverDir: string): string {
  // The package does not export its package.json; it sits one folder above the entry (dist/).
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8"));
  return path.join(serverDir, `pglite-template-${manifest.version as string}`);
}

/** True when PGlite has not made a database in `dir` yet (missing or empty). */
function isNewDataDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Starts a new data directory from the template when there is one (a server built by
 * scripts/build-server.mjs) and `dir` holds no database yet; answers whether it did.
 */
export function startFromPgliteTemplate(dir: string, serverDir: string): boolean {
  const template = pgliteTemplateDir(serverDir);
  if (!isNewDataDir(dir) || !existsSync(path.join(template, "PG_VERSION"))) return false;
  cpSync(template, dir, { recursive: true });
  return true;
}

/** Makes the template: a new database in `dir`, migrated and closed cleanly. */
export async function writePgliteTemplate(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
}

// `node db/pglite-template.js <server dir>`, run by scripts/build-server.mjs on the built server.
if (process.argv[1] === import.meta.filename) {
  const dir = pgliteTemplateDir(path.resolve(process.argv[2] ?? "."));
  await writePgliteTemplate(dir);
  console.log(`PGlite template: ${dir}`);
}
