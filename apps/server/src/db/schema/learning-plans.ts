import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { roadmaps } from "./roadmaps.ts";
import { users } from "./users.ts";

/** A learning plan made from a goal's knowledge assessment; the newest per user is current. */
export const learningPlans = pgTable(
  "learning_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    roadmapId: uuid("roadmap_id").references(() => roadmaps.id, { onDelete: "set null" }),
    /** JSON text: answers keyed by question index. */
    assessmentResults: text("assessment_results").notNull().default("{}"),
    duration: text("duration").notNull().default("3 months"),
    /** JSON text set through roadmap-completion. */
    completionStatus: text("completion_status"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("learning_plans_user_created_idx").on(t.userId, t.createdAt),
    index("learning_plans_goal_idx").on(t.goalId),
  ],
);
