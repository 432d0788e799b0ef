import { bigint, date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/**
 * A learner's AI tokens on one UTC day, against their plan's daily budget (ADR 0027). `reserved`
 * holds what calls in flight may still spend; a call is let in only while used + reserved is under
 * the budget, by one conditional upsert, so parallel calls on any instance overshoot by one call at most.
 */
export const aiTokenDays = pgTable(
  "ai_token_days",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The UTC calendar day counted. */
    day: date("day").notNull(),
    /** Tokens (in + out) of the day's finished calls. */
    usedTokens: bigint("used_tokens", { mode: "number" }).notNull().default(0),
    /** Tokens set aside by calls still running (each its input estimate + output cap). */
    reservedTokens: bigint("reserved_tokens", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
