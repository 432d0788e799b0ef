import type { PGlite } from "@electric-sql/pglite";

/**
 * Tables whose planner statistics are stale by autovacuum's default rule (more rows changed since
 * the last ANALYZE than 50 + 10 % of the rows it counted), or that hold rows but were never
 * analyzed (a database from before this check, whose counts a restart lost).
 */
const STALE_TABLES = `
  select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_stat_all_tables s on s.relid = c.oid
  where c.relkind in ('r', 'p')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    and (
      coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)
      or (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
    )`;

/**
 * PGlite has no autovacuum, so nothing gives the planner statistics after a bulk insert (20,000
 * review cards: the due queue sorted every due card, p99 31 ms, instead of walking its index).
 * This does autovacuum's ANALYZE for it: the tables past the threshold, each analyzed. Answers
 * their names. (Row counts reach the statistics views about a second after the writes.)
 */
export async function analyzeStaleTables(pglite: Pick<PGlite, "query" | "exec">): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(STALE_TABLES);
  for (const { name } of rows) await pglite.exec(`analyze ${name}`);
  return rows.map((row) => row.name);
}

/** How often the embedded database's statistics are checked (autovacuum's naptime is a minute). */
export const PGLITE_ANALYZE_INTERVAL_MS = 30_000;

/** Checks and analyzes now and then every interval; answers a stop function. */
export function startPgliteAutoAnalyze(
  pglite: Pick<PGlite, "query" | "exec">,
  onError: (error: unknown) => void,
  intervalMs = PGLITE_ANALYZE_INTERVAL_MS,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await analyzeStaleTables(pglite);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
