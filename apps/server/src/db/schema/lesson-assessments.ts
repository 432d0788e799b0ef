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
