import { customType, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A learner's note. Tags: the explicit ones plus the content's #words, lowercased. */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The title as links match it: trimmed, single-spaced, lowercased. */
    titleKey: text("title_key").notNull(),
    content: text("content").notNull().default(""),
    explicitTags: text("explicit_tags").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    /** Full-text search over title and content (written by the database, see the migration). */
    search: tsvector("search"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notes_user_title_key_idx").on(t.userId, t.titleKey),
    index("notes_user_updated_idx").on(t.userId, t.updatedAt),
    index("notes_search_idx").using("gin", t.search),
    index("notes_tags_idx").using("gin", t.tags),
  ],
);

/**
 * A [[link]] written in a note, stored when the note is saved: the target title's key, and the note it
 * resolves to (null while no note has that title), so backlinks and the graph need no scan of contents.
 */
export const noteLinks = pgTable(
  "note_links",
  {
    sourceId: uuid("source_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    targetKey: text("target_key").notNull(),
    /** As written, for display of an unresolved link. */
    targetTitle: text("target_title").notNull(),
    targetId: uuid("target_id").references(() => notes.id, { onDelete: "set null" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.targetKey] }),
    index("note_links_target_idx").on(t.targetId),
    index("note_links_user_key_idx").on(t.userId, t.targetKey),
  ],
);

/**
 * An earlier version of a note: the content a save replaced, or an edit that arrived after a later
 * one had been saved (the same note edited on two devices, one of them offline). The note keeps the
 * later edit; the other stays here.
 */
export const noteVersions = pgTable(
  "note_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noteId: uuid("note_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    explicitTags: text("explicit_tags").array().notNull().default([]),
    /** When this version was written (the edit's time on the device that made it). */
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull(),
    /** When it moved into the history. */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("note_versions_note_idx").on(t.noteId, t.editedAt)],
);
