import { bigint, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

/**
 * Each user's current data versions: a change to the rows that memoized reads read (users, goals,
 * courses, roadmaps, lessons, pomodoro_sessions) adds a new version for every user whose rows it
 * changed, in the same transaction, and removes the older versions it can take without waiting
 * (triggers of migration 0013; versions come from the `data_versions_seq` sequence). Rows are only
 * added and removed, never updated, so writers of one user's rows never wait on each other here.
 * A reader's stamp is the set of the user's versions: every commit that changed their rows adds a
 * version never seen before, so the set is new after each. On PostgreSQL an instance keeps a read's
 * answer under the set it saw before reading (see db/read-memo.ts). No foreign key: a deleted
 * user's rows are deleted after their versions changed.
 */
export const dataVersions = pgTable(
  "data_versions",
  {
    userId: uuid("user_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
