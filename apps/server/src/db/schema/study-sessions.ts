import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { concepts } from "./learner-model.ts";
import { lessonAssessments } from "./lesson-assessments.ts";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/**
 * A 'Study now' session (issue 38, ADR 0047): today's steps for one goal, kept so it resumes on
 * any device. At most one unfinished session per learner, goal and local date.
 */
export const studySessions = pgTable(
  "study_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    /** The learner's local date it was built for (YYYY-MM-DD in `time_zone`). */
    localDate: text("local_date").notNull(),
    timeZone: text("time_zone").notNull(),
    /** Each concept's mastery when the session began (null: not yet practised), for the summary. */
    masteryAtStart: jsonb("mastery_at_start").$type<Record<string, number | null>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the last step is settled (or the summary is). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("study_sessions_open_idx")
      .on(t.userId, t.goalId, t.localDate)
      .where(sql`${t.finishedAt} is null`),
    index("study_sessions_user_idx").on(t.userId, t.createdAt),
  ],
);

/** One step of a session, in order, with its state (pending | done | skipped). */
export const studySessionSteps = pgTable(
  "study_session_steps",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => studySessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** reviews | gap-fix | lesson | practice | summary */
    kind: text("kind").notNull(),
    /** pending | done | skipped */
    state: text("state").notNull().default("pending"),
    /** reviews: cards to review; practice: items to answer. */
    target: integer("target"),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    /** lesson: study | test-out */
    mode: text("mode"),
    assessmentId: uuid("assessment_id").references(() => lessonAssessments.id, { onDelete: "set null" }),
    conceptId: uuid("concept_id").references(() => concepts.id, { onDelete: "set null" }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.position] })],
);
