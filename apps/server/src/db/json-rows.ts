import { getTableColumns, getTableName, type Table } from "drizzle-orm";
import { z } from "zod";

/**
 * Decodes rows PostgreSQL built with `to_json` / `json_agg` (keys are the database's column names,
 * timestamps are ISO strings) into the shape a Drizzle `select()` of the table answers (or of the
 * `keys` given, when the statement selects only those). Lets one statement return several tables'
 * rows in a single round trip. A row without one of the columns throws: a column renamed in the
 * schema or the statement fails the tests that read it instead of answering null.
 */
export function fromJsonRows<
  T extends Table,
  K extends keyof T["$inferSelect"] & string = keyof T["$inferSelect"] & string,
>(table: T, list: readonly Record<string, unknown>[], keys?: readonly K[]): Pick<T["$inferSelect"], K>[] {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => keys === undefined || (keys as readonly string[]).includes(key),
  );
  return list.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      if (!(column.name in json))
        throw new Error(`a ${getTableName(table)} row read as json has no column "${column.name}"`);
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as Pick<T["$inferSelect"], K>;
  });
}

/**
 * A json column of a raw statement, decoded with its schema: PGlite and node-postgres answer json
 * parsed, a driver that answers text is parsed here. A renamed key or a changed type throws.
 */
export function jsonColumn<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), schema);
}

/** A json column holding a list of table rows (`json_agg(t)`), for fromJsonRows. */
export const jsonRowsColumn = jsonColumn(z.array(z.record(z.string(), z.unknown())));
