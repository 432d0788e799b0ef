import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { users } from "./users.ts";

/** A stored multiple-choice question: options A to D and the correct index. */
export type StoredChoiceQuestion = { id: string; question: string; options: string[]; correctIndex: number };

/** A goal's assessment: the simple multiple-choice quiz ("choice") or the topic-based one ("topic"). */
export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for a quiz made from a bare description (before the goal exists). */
    goalId: uuid("goal_id").references(() => goals.id, { onDelete: "cascade" }),
    /** choice | topic */
    kind: text("kind").notNull(),
    /** What the quiz is about (the goal description). */
    subject: text("subject").notNull(),
    /** choice: StoredChoiceQuestion[]; topic: the topics with their questions. */
    questions: jsonb("questions").$type<unknown>().notNull(),
    /** choice: [{questionId, selectedOptionIndex}]; topic: the submission. */
    answers: jsonb("answers").$type<unknown>(),
    /** Percent correct (choice). */
    score: integer("score"),
    /** topic: the evaluation. */
    evaluation: jsonb("evaluation").$type<unknown>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assessments_user_idx").on(t.userId), index("assessments_goal_idx").on(t.goalId)],
);
