import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courses, goals } from "./goals.ts";
import { users } from "./users.ts";

/** A roadmap section of a course (the spec calls it a roadmap): a topic that holds lessons. */
export const roadmaps = pgTable(
  "roadmaps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The course's goal; null after remove-goal (the section stays with its course). */
    goalId: uuid("goal_id").references(() => goals.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    summary: text("summary").notNull().default(""),
    order: integer("order").notNull(),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("roadmaps_course_order_idx").on(t.courseId, t.order),
    index("roadmaps_goal_idx").on(t.goalId),
    index("roadmaps_user_idx").on(t.userId),
  ],
);
