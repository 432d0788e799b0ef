import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { users } from "./users.ts";

/** A placement question as stored: the right choice stays here (graded on the server). */
export type StoredPlacementItem = {
  conceptId: string;
  question: string;
  choices: string[];
  answerIndex: number;
  explanation: string;
};

/** One answer given, in the order asked. */
export type StoredPlacementAnswer = { item: number; choiceIndex: number; correct: boolean; at: string };

/**
 * A goal's placement check (issue 38, ADR 0038): one per goal, resumable on any device. The
 * questions are written once when it starts (one per concept in scope); which one is asked next is
 * the learner model's choice, made as each answer is graded. `answered` also guards parallel answers.
 */
export const placements = pgTable(
  "placements",
  {
    goalId: uuid("goal_id")
      .primaryKey()
      .references(() => goals.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** in_progress | done | skipped */
    status: text("status").notNull(),
    /** The questions written for it (empty when skipped before it started). */
    items: jsonb("items").$type<StoredPlacementItem[]>().notNull().default([]),
    /** The answers given, in order. */
    answers: jsonb("answers").$type<StoredPlacementAnswer[]>().notNull().default([]),
    /** How many answers were given: each answer moves it by one, conditionally (one of two parallel answers wins). */
    answered: integer("answered").notNull().default(0),
    /** The item being asked (index into `items`), null once it ended. */
    currentItem: integer("current_item"),
    /** max_questions | sure | no_more_questions | skipped: why it ended. */
    endReason: text("end_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("placements_user_idx").on(t.userId),
    check("placements_status_check", sql`${t.status} in ('in_progress', 'done', 'skipped')`),
  ],
);
