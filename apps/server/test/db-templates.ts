import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";

const migrationsFolder = path.join(import.meta.dirname, "..", "src", "db", "migrations");
// PGlite's resolved entry is dist/index.js; its package.json names the version the tarball is for.
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))),
        "..",
        "package.json",
      ),
      "utf8",
    ),
  ) as { version: string }
).version;

/** A digest of every migration file and PGlite's version: a template is reused only while both hold. */
function migrationsDigest(vector: boolean): string {
  const known = digests.get(vector);
  if (known) return known;
  const hash = createHash("sha256").update(`${pgliteVersion}:${vector}`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  const digest = hash.digest("hex").slice(0, 16);
  digests.set(vector, digest);
  return digest;
}
/** The digest is worked out once per process: the migrations do not change while tests run. */
const digests = new Map<boolean, string>();

/**
 * The path of a tarball of a migrated, empty PGlite data directory (PGlite's dumpDataDir), made
 * once per set of migrations and shared by every test file: creating a database (initdb) and
 * migrating it took about 10 s per file on a busy two-core machine; loading the tarball takes a
 * fraction. The tests still run the migrator on what they open (it finds nothing to apply).
 */
export async function pgliteTemplate(vector: boolean): Promise<string> {
  const file = path.join(os.tmpdir(), `brainy-pglite-template-${migrationsDigest(vector)}.tar`);
  if (existsSync(file)) return file;
  const extensions = vector ? { vector: (await import("@electric-sql/pglite-pgvector")).vector } : undefined;
  const pglite = await PGlite.create("memory://", { extensions });
  await migrate(drizzle({ client: pglite }), { migrationsFolder });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  // Written under a name of its own, then renamed: files starting at once never read half a tarball.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** Arbitrary constant key of the advisory lock under which the PostgreSQL template is made. */
const TEMPLATE_LOCK_KEY = 727_274_102;
let pgTemplateName: Promise<string> | undefined;

/**
 * The name of a migrated, empty PostgreSQL database that each test's database is created from
 * (`create database … template …`), made once per set of migrations under an advisory lock.
 * Templates of earlier migrations stay (a run of another checkout may be copying one).
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  pgTemplateName ??= (async () => {
    const name = `brainy_template_${migrationsDigest(false)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists "${building}" with (force)`);
        await admin.query(`create database "${building}"`);
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
        try {
          await migrateDatabase(handle);
        } finally {
          await handle.close();
        }
        // Renamed once complete: a template that exists is a migrated one.
        await admin.query(`alter database "${building}" rename to "${name}"`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return pgTemplateName;
}
