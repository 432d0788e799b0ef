import { boolean, index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A chat voice question kept after transcription because the learner turned on 'Keep my
 * recordings' (ADR 0058); the audio is a private media file, deleted with its row.
 */
export const voiceRecordings = pgTable(
  "voice_recordings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The private media key of the audio (never served by /media/). */
    mediaKey: text("media_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    seconds: real("seconds").notNull(),
    transcript: text("transcript").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voice_recordings_user_created_idx").on(t.userId, t.createdAt)],
);

/** The learner's 'Keep my recordings' choice; no row means off. */
export const voiceSettings = pgTable("voice_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  keepRecordings: boolean("keep_recordings").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
