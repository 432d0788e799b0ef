import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./types.ts";

/**
 * A statement built once per database handle (or transaction) instead of on every call. Used for
 * the hottest reads: Drizzle's query building was about a fifth of the server's CPU per request,
 * and a statement prepared under a name is parsed and planned once per PostgreSQL connection
 * (PGlite ignores the name). Parameters are `sql.placeholder(...)`s filled by `execute`.
 */
export function preparedPerDb<Statement>(build: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const built = new WeakMap<DbOrTx, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** A raw statement prepared under a name; `execute(values)` answers its rows. */
export type RawStatement<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

/**
 * Prepares a raw statement (one of `sql` with placeholders) under a name. Each name must always
 * stand for the same text: PostgreSQL refuses a second text under a name a connection knows.
 */
export function prepareRaw<Row>(db: DbOrTx, name: string, query: SQL): RawStatement<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
