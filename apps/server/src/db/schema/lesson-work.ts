import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/**
 * Background work about one lesson (its illustration, assessment or narration): an explicit state
 * per kind, never encoded in the product's own columns. One row per lesson and kind; the job
 * that does the work claims the row, so a duplicate job or a second instance does nothing.
 */
export const lessonWork = pgTable(
  "lesson_work",
  {
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** illustration | assessment | narration | cards */
    kind: text("kind").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** idle | queued | running | done | failed */
    state: text("state").notNull().default("idle"),
    /** Tries started since the work was last asked for. */
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while running; a running row whose heartbeat went stale lost its worker (kill -9). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Why the last try failed, in words a learner may read (details go to the log). */
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.kind] }), index("lesson_work_state_idx").on(t.state)],
);
