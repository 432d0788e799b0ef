import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { type LessonCitationRow, lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** A stored question with its key: a multiple-choice one (correct index) or an open one (model answer, rubric). */
export type StoredLessonQuestion = (
  | { kind: "choice"; question: string; options: string[]; correctIndex: number }
  | { kind: "open"; question: string; modelAnswer: string; rubric: string }
) & {
  /** A grounded lesson's question: the passage it comes from, cited after grading. */
  citation?: LessonCitationRow;
  /** The names of the lesson's concepts it checks (issue 37); absent on questions written before. */
  concepts?: string[];
};

/** What the learner got back for one question. */
export type StoredQuestionResult = {
  index: number;
  correct: boolean;
  points: number;
  yourAnswer: string;
  correctAnswer: string;
  feedback: string | null;
  /** 0-1, how sure the AI grader was of an open answer's grade (issue 39); absent for choices and before. */
  confidence?: number;
  /** The names of the lesson's concepts the question checks, as resolved when graded (issue 38); absent before. */
  concepts?: string[];
};

/** One assessment per lesson, with its answer key and the latest graded attempt. */
export const lessonAssessments = pgTable(
  "lesson_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** generating | ready | failed */
    status: text("status").notNull().default("generating"),
    questions: jsonb("questions").$type<StoredLessonQuestion[]>().notNull().default([]),
    answers: jsonb("answers").$type<string[]>(),
    score: integer("score"),
    results: jsonb("results").$type<StoredQuestionResult[]>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lesson_assessments_lesson_idx").on(t.lessonId),
    index("lesson_assessments_user_idx").on(t.userId),
  ],
);

/**
 * 'Fix the gaps' of a failed attempt (issue 38, ADR 0051): one per attempt (the assessment and
 * when it was submitted), the missed concepts it was written for, and the state of its part in
 * the lesson. Its practice questions are practice_items naming it.
 */
export const gapFixes = pgTable(
  "gap_fixes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => lessonAssessments.id, { onDelete: "cascade" }),
    /** The failed attempt: the assessment's submitted_at when the fix was asked for. */
    attemptAt: timestamp("attempt_at", { withTimezone: true }).notNull(),
    /** The missed concepts' names, in the order first missed. */
    concepts: jsonb("concepts").$type<string[]>().notNull(),
    /** writing | ready | failed: the part in the lesson. */
    partStatus: text("part_status").notNull().default("writing"),
    /** Set while one request writes the fix's practice questions (so parallel requests write them once). */
    questionsClaimedAt: timestamp("questions_claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gap_fixes_attempt_idx").on(t.assessmentId, t.attemptAt),
    index("gap_fixes_user_idx").on(t.userId),
  ],
);
