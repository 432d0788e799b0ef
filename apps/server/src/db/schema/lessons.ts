import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { roadmaps } from "./roadmaps.ts";
import { users } from "./users.ts";

/** A lesson of a roadmap section. One set per section: (roadmap_id, order) is unique. */
export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roadmapId: uuid("roadmap_id")
      .notNull()
      .references(() => roadmaps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    order: integer("order").notNull(),
    estimatedTimeInMinutes: integer("estimated_time_in_minutes").notNull().default(30),
    isCompleted: boolean("is_completed").notNull().default(false),
    /** Percent, set on completion. */
    grade: integer("grade"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lessons_roadmap_order_idx").on(t.roadmapId, t.order),
    index("lessons_user_idx").on(t.userId),
  ],
);
