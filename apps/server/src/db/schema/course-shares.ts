import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courses } from "./goals.ts";
import { users } from "./users.ts";

/**
 * A course's public share link (`/share/<token>`): at most one per course. The token is 256 random
 * bits kept in clear so the owner can copy the link again (what it opens is published by the owner
 * anyway); revoking deletes the row, so the link answers 404 on every instance at once.
 */
export const courseShares = pgTable(
  "course_shares",
  {
    courseId: uuid("course_id")
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url of 32 random bytes: the link's only secret. */
    token: text("token").notNull(),
    /** The owner opted in to show their first name (or username) on the page. */
    showName: boolean("show_name").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("course_shares_token_idx").on(t.token), index("course_shares_user_idx").on(t.userId)],
);
