import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A learner's goal. Exactly one per user is active (partial unique index). */
export const goals = pgTable(
  "goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    /** The planner's title, when the goal was planned. */
    title: text("title"),
    imageUrl: text("image_url"),
    /** JSON text holding {level}. */
    metadata: text("metadata").notNull().default("{}"),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(false),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The learner's target date for finishing the goal (YYYY-MM-DD), set from the study plan. */
    targetDate: date("target_date", { mode: "string" }),
    /** New lessons are written with web search results too (issue 41; needs SEARCH_PROVIDER). */
    webGrounding: boolean("web_grounding").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("goals_one_active_per_user_idx").on(t.userId).where(sql`${t.isActive}`),
    index("goals_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** A course of a goal. Exactly one per goal is active (partial unique index). */
export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    /** 1 Beginner, 2 Practitioner, 3 Advanced. */
    complexityLevel: integer("complexity_level").notNull().default(1),
    /** Hours. */
    desiredDuration: real("desired_duration").notNull().default(0),
    realisticDuration: real("realistic_duration").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(false),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The learner's edits of the course's sections and lessons so far; an edit names the one it saw (409 when stale). */
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courses_one_active_per_goal_idx").on(t.goalId).where(sql`${t.isActive}`),
    index("courses_goal_order_idx").on(t.goalId, t.order),
    index("courses_user_idx").on(t.userId),
  ],
);
