import { bigint, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

/**
 * The tables whose changes move their owners' data versions, and so the only tables a memoized read
 * may read (`memoizedRead` declares its tables as these; db/memoized-reads.test.ts checks what each
 * read reads, db/data-versions.test.ts that exactly these tables carry the triggers). A new table
 * here needs its triggers in a new migration. In the users table the owner is `id`, elsewhere
 * `user_id`.
 */
export const VERSIONED_TABLES = [
  "users",
  "goals",
  "courses",
  "roadmaps",
  "lessons",
  "pomodoro_sessions",
  "lesson_assessments",
  "lesson_work",
  "notes",
  "note_links",
  "chat_messages",
  "pomodoro_settings",
  "subscriptions",
  "review_cards",
  "review_logs",
  "review_settings",
  "usage_events",
  "sources",
  "goal_sources",
  "source_embedding_work",
  "concepts",
  "concept_prerequisites",
  "lesson_concepts",
  "review_card_concepts",
  "concept_work",
] as const;

/**
 * Tables of classes whose changes move the data version of another owner than a user_id (migration
 * 0045, `bump_owner_data_versions` with the column as its argument): the class for its name, members,
 * invites and assignments; the student for their copy and its grade post; the teacher for an
 * override. Any change to a member's rows moves their classes' versions too, so a class's version
 * stamps its kept views (modules/classes/kept.ts, ADR 0063).
 */
export const OWNER_VERSIONED_TABLES = {
  classes: "id",
  class_members: "class_id",
  class_invites: "class_id",
  class_assignments: "class_id",
  assignment_copies: "student_id",
  grade_overrides: "teacher_id",
  lti_score_posts: "student_id",
} as const;

/** A table a memoized read may read. */
export type VersionedTable = (typeof VERSIONED_TABLES)[number] | keyof typeof OWNER_VERSIONED_TABLES;

/** Whether a table's changes move a data version (so a memoized read may read it). */
export function isVersionedTable(table: string): table is VersionedTable {
  return (
    (VERSIONED_TABLES as readonly string[]).includes(table) || Object.hasOwn(OWNER_VERSIONED_TABLES, table)
  );
}

/**
 * Each user's current data versions: a change to the rows of a VERSIONED_TABLES table adds a new version for every user whose rows it
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
