import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A learner's private calendar feed (`/api/calendar/<token>.ics`): the token's SHA-256 only, so a
 * leaked database does not open anyone's feed. One per learner; revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the secret token in the feed's URL. */
    tokenHash: text("token_hash").notNull(),
    /** IANA time zone the study slots are read in, sent by the browser that made the feed. */
    timeZone: text("time_zone").notNull().default("UTC"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash)],
);
