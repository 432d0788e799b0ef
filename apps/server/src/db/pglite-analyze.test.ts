import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeStaleTables, startPgliteAutoAnalyze } from "./pglite-analyze.ts";

/** Row counts reach the statistics views about a second after the writes: wait until they do. */
async function untilCounted(pglite: PGlite, table: string, rows: number) {
  for (let i = 0; i < 40; i++) {
    const { rows: stats } = await pglite.query<{ n: number }>(
      "select n_mod_since_analyze::int as n from pg_stat_all_tables where relname = $1",
      [table],
    );
    if ((stats[0]?.n ?? 0) >= rows) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${table}'s writes never reached the statistics`);
}

describe("ANALYZE on PGlite, which has no autovacuum", () => {
  const pglite = new PGlite("memory://");
  afterAll(() => pglite.close());

  it("analyzes a table after a bulk insert past autovacuum's threshold (or never analyzed), and not again until the next", async () => {
    await pglite.exec("create table cards (id int primary key, due timestamptz not null)");
    await pglite.exec("create table small (id int primary key)");
    await pglite.exec(
      "insert into cards select g, now() + g * interval '1 minute' from generate_series(1, 5000) g",
    );
    await pglite.exec("insert into small select generate_series(1, 10)");
    await untilCounted(pglite, "cards", 5000);
    // The small table has never been analyzed either: it is, once.
    expect((await analyzeStaleTables(pglite)).sort()).toEqual(["public.cards", "public.small"]);
    const { rows } = await pglite.query<{ reltuples: number }>(
      "select reltuples from pg_class where relname = 'cards'",
    );
    expect(rows[0]!.reltuples).toBe(5000);
    expect(await analyzeStaleTables(pglite)).toEqual([]);
    // 50 + 10 % of 5,000 rows: 500 more are not enough, 600 are.
    await pglite.exec("insert into cards select g, now() from generate_series(5001, 5500) g");
    await untilCounted(pglite, "cards", 500);
    expect(await analyzeStaleTables(pglite)).toEqual([]);
    await pglite.exec("insert into cards select g, now() from generate_series(5501, 5600) g");
    await untilCounted(pglite, "cards", 600);
    expect(await analyzeStaleTables(pglite)).toEqual(["public.cards"]);
  });

  it("checks on a timer, and a failing check is reported, not thrown", async () => {
    const errors: unknown[] = [];
    const broken = {
      query: () => Promise.reject(new Error("closed")),
      exec: () => Promise.reject(new Error("closed")),
    } as unknown as PGlite;
    const stop = startPgliteAutoAnalyze(broken, (error) => errors.push(error), 20);
    await new Promise((resolve) => setTimeout(resolve, 70));
    stop();
    expect(errors.length).toBeGreaterThan(0);
  });
});
