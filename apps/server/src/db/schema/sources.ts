import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { users } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A learner's source (issue 26): a file in the media store (never served publicly) and the
 * state of its extraction, a background job that claims the row like lesson work (ADR 0014).
 */
export const sources = pgTable(
  "sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** pdf | docx | epub | markdown | text, read from the bytes */
    kind: text("kind").notNull(),
    /** The media store key (a private- name the public /media route refuses). */
    fileKey: text("file_key").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** queued | processing | ready | failed */
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while processing; a stale one lost its worker (kill -9). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    pagesDone: integer("pages_done").notNull().default(0),
    pagesTotal: integer("pages_total"),
    passageCount: integer("passage_count").notNull().default(0),
    /** Why extraction failed, in words a learner may read. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sources_user_created_idx").on(t.userId, t.createdAt),
    index("sources_state_idx").on(t.state),
  ],
);

/** A passage of a source: a few hundred words with its page or heading path, searchable. */
export const sourcePassages = pgTable(
  "source_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page"),
    headingPath: text("heading_path").array().notNull().default([]),
    text: text("text").notNull(),
    /** English full-text vector of the headings and the text (written with the passage). */
    search: tsvector("search").notNull(),
  },
  (t) => [
    index("source_passages_source_idx").on(t.sourceId, t.ordinal),
    index("source_passages_user_idx").on(t.userId),
    index("source_passages_search_idx").using("gin", t.search),
  ],
);

/**
 * A source attached to a goal ('Use my material'): the goal's courses are planned from its outline
 * and their lessons written from its passages. Deleting the source or the goal removes the link.
 */
export const goalSources = pgTable(
  "goal_sources",
  {
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.sourceId] }), index("goal_sources_source_idx").on(t.sourceId)],
);
