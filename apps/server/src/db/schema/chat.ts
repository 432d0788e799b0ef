import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** One message of a learner's AI chat: their question or the answer. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** user | assistant */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** explain | quiz | hint: the chat mode the question was asked in (its answer carries it too; ADR 0028). */
    mode: text("mode").notNull().default("explain"),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_user_time_idx").on(t.userId, t.createdAt)],
);
