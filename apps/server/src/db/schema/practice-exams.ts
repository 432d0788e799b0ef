import { sql } from "drizzle-orm";
import {
  boolean,
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
import { courses, goals } from "./goals.ts";
import { concepts } from "./learner-model.ts";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/**
 * A practice exam (issue 38, ADR 0044) on a course or a whole goal: its explicit state
 * (in_progress → grading → submitted; `grading_at` is when the one grader claimed it), and its
 * deadline when timed. Its items are practice_exam_items.
 */
export const practiceExams = pgTable(
  "practice_exams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    /** One course of the goal; null for the whole goal. */
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    size: integer("size").notNull(),
    /** in_progress | grading | submitted */
    status: text("status").notNull().default("in_progress"),
    /** A timed exam is submitted with what was answered once this passes; null untimed. */
    deadline: timestamp("deadline", { withTimezone: true }),
    /** When the grader claimed the exam (a claim older than two minutes may be taken over). */
    gradingAt: timestamp("grading_at", { withTimezone: true }),
    /** Submitted by its timer running out rather than by the learner. */
    expired: boolean("expired").notNull().default(false),
    score: integer("score"),
    cardsMade: integer("cards_made").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("practice_exams_user_idx").on(t.userId, t.createdAt),
    index("practice_exams_goal_idx").on(t.goalId),
    // One exam in progress per goal, whatever the parallel starts on any instance.
    uniqueIndex("practice_exams_open_goal_idx").on(t.goalId).where(sql`${t.status} <> 'submitted'`),
  ],
);

/** One item of a practice exam with its key, the answer as saved, and its grade once submitted. */
export const practiceExamItems = pgTable(
  "practice_exam_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    examId: uuid("exam_id")
      .notNull()
      .references(() => practiceExams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** bank (a question of the course's lesson assessments) | fresh (written for this exam) */
    origin: text("origin").notNull(),
    /** choice | open */
    kind: text("kind").notNull(),
    question: text("question").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    /** choice: the right option; open: the model answer. */
    answerKey: text("answer_key").notNull(),
    /** open: what a full-marks answer must contain. */
    rubric: text("rubric").notNull().default(""),
    explanation: text("explanation"),
    conceptId: uuid("concept_id").references(() => concepts.id, { onDelete: "set null" }),
    conceptName: text("concept_name"),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    /** A bank item's card key (`missed:<assessment>:<question>`), so missing it again makes no second card. */
    cardKey: text("card_key"),
    /** The learner's answer as saved (resume on any device); null before one. */
    given: text("given"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set by grading. */
    score: real("score"),
    correct: boolean("correct"),
    feedback: text("feedback"),
  },
  (t) => [
    uniqueIndex("practice_exam_items_position_idx").on(t.examId, t.position),
    index("practice_exam_items_user_idx").on(t.userId),
  ],
);
