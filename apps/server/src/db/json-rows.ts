import { getTableColumns, type Table } from "drizzle-orm";

/**
 * Decodes rows PostgreSQL built with `to_json` / `json_agg` (keys are the database's column names,
 * timestamps are ISO strings) into the shape a Drizzle `select()` of the table answers. Lets one
 * statement return several tables' rows in a single round trip.
 */
export function fromJsonRows<T extends Table>(
  table: T,
  list: Record<string, unknown>[],
): T["$inferSelect"][] {
  const columns = Object.entries(getTableColumns(table));
  return list.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  });
}

/** PGlite answers json columns parsed, node-postgres too; a driver that answers text is parsed here. */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
