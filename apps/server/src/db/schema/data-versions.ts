import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";

/**
 * A number per user that changes in the same transaction as any change to the rows that
 * memoized reads read (users, goals, courses, roadmaps, lessons, pomodoro_sessions): triggers take
 * it from the `data_versions_seq` sequence (migration 0013). On PostgreSQL an instance keeps a
 * read's answer under the version it saw before reading and reuses it while the version is the
 * same, whichever instance wrote (see db/read-memo.ts). No foreign key: a deleted user's rows are
 * deleted after their version changed.
 */
export const dataVersions = pgTable("data_versions", {
  userId: uuid("user_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
