import {
  bigint,
  boolean,
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
    /** pdf | docx | epub | markdown | text, read from the bytes; web | video for a link (issue 41) */
    kind: text("kind").notNull(),
    /** A link source's address (after redirects once fetched); null for files. */
    url: text("url"),
    /** A page's byline or a video's channel, when it names one. */
    author: text("author"),
    /** The site's name (a page's og:site_name, YouTube). */
    siteName: text("site_name"),
    /** The date the page or video says it was published, as it gives it (ISO when known). */
    publishedAt: text("published_at"),
    /** When the link's current version was fetched. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    /** 1, then one more per Refresh; earlier versions' passages are kept in superseded_passages. */
    version: integer("version").notNull().default(1),
    /** The page's language, or the captions' language a video was read in (BCP-47). */
    language: text("language"),
    /** The learner named the link themselves: a fetch does not replace the title. */
    titleFixed: boolean("title_fixed").notNull().default(false),
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
    /** A video passage's first second (its captions' start). */
    startSeconds: integer("start_seconds"),
    /** A web page passage's heading element id (the citation opens the page there). */
    anchor: text("anchor"),
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

/**
 * Passages of a link source's earlier versions (issue 41): a Refresh moves the passages it replaces
 * here, same ids, so old citations still read their text; searches and outlines never see them.
 */
export const supersededPassages = pgTable(
  "superseded_passages",
  {
    id: uuid("id").primaryKey(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The source version these passages were read from. */
    version: integer("version").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    ordinal: integer("ordinal").notNull(),
    page: integer("page"),
    headingPath: text("heading_path").array().notNull().default([]),
    text: text("text").notNull(),
    startSeconds: integer("start_seconds"),
    anchor: text("anchor"),
  },
  (t) => [index("superseded_passages_source_idx").on(t.sourceId, t.version, t.ordinal)],
);
