import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { chatMessages } from "./chat.ts";
import { users } from "./users.ts";

/**
 * A durable fact the tutor keeps about a learner (issue 38, ADR 0046): a preference, a
 * misconception or a circumstance, noted from their chat by the `extract-memory` job.
 */
export const memoryItems = pgTable(
  "memory_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** preference | misconception | circumstance */
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    /** The text as duplicates are found: lowercased letters and digits, single-spaced. */
    textKey: text("text_key").notNull(),
    /** The chat answer after which it was noted (null once the conversation was cleared). */
    sourceMessageId: uuid("source_message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    /** When that exchange happened. */
    sourceAt: timestamp("source_at", { withTimezone: true }).notNull(),
    /** The learner corrected it by hand: the extractor no longer rewrites it. */
    edited: boolean("edited").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("memory_items_user_key_idx").on(t.userId, t.kind, t.textKey),
    index("memory_items_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

/** The learner's 'Remember things about me' switch; no row means on. */
export const memorySettings = pgTable("memory_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  remember: boolean("remember").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
