import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One use of a metered plan allowance (a lesson generation, a chat message), for rolling-window quotas. */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** lesson-generation | chat-message */
    kind: text("kind").notNull(),
    /** What was used, e.g. the lesson id; lets a failed generation give its use back. */
    subjectId: uuid("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("usage_events_user_kind_time_idx").on(t.userId, t.kind, t.createdAt)],
);
