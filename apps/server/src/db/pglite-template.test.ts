import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { pgliteTemplateDir, startFromPgliteTemplate, writePgliteTemplate } from "./pglite-template.ts";

describe("the PGlite template a first start copies", () => {
  const serverDir = mkdtempSync(path.join(os.tmpdir(), "brainy-template-"));
  afterAll(() => rmSync(serverDir, { recursive: true, force: true }));

  it("is named for the installed PGlite version", () => {
    expect(path.basename(pgliteTemplateDir(serverDir))).toMatch(/^pglite-template-\d+\.\d+\.\d+/);
  });

  it("starts a new data directory as a migrated database, and never touches one that has data", async () => {
    const fresh = path.join(serverDir, "data", "pglite");
    expect(startFromPgliteTemplate(fresh, serverDir)).toBe(false); // no template built yet

    await writePgliteTemplate(pgliteTemplateDir(serverDir));
    expect(startFromPgliteTemplate(fresh, serverDir)).toBe(true);
    const handle = await openDatabase({ pgliteDir: fresh });
    try {
      // The tables and the migration journal are there without running migrations here.
      const count = async (query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(
        await count(
          sql`select count(*)::int as n from information_schema.tables where table_name in ('users', 'goals', 'lessons')`,
        ),
      ).toBe(3);
      expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBeGreaterThan(
        10,
      );
    } finally {
      await handle.close();
    }

    // A directory that already holds files is left as it is.
    const used = path.join(serverDir, "used");
    mkdirSync(used);
    writeFileSync(path.join(used, "keep"), "x");
    expect(startFromPgliteTemplate(used, serverDir)).toBe(false);
    expect(startFromPgliteTemplate(fresh, serverDir)).toBe(false);
  }, 60_000);
});
