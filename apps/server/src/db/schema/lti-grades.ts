import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { classAssignments } from "./classes.ts";
import { ltiPlatforms } from "./lti.ts";
import { users } from "./users.ts";

/** The LMS grade-book column (AGS line item) of a placed assignment, from a launch of its link (ADR 0055). */
export const ltiLineItems = pgTable("lti_line_items", {
  assignmentId: uuid("assignment_id")
    .primaryKey()
    .references(() => classAssignments.id, { onDelete: "cascade" }),
  platformId: uuid("platform_id")
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student's score on an assignment, to post to its line item: pending until the platform takes
 * it (synced); failed when the job's tries ran out (posted again with the student's next lesson).
 */
export const ltiScorePosts = pgTable(
  "lti_score_posts",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => classAssignments.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scoreGiven: real("score_given").notNull(),
    scoreMaximum: real("score_maximum").notNull(),
    completed: integer("completed").notNull().default(0),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index("lti_score_posts_state_idx").on(t.state),
    check("lti_score_posts_state_check", sql`${t.state} in ('pending', 'synced', 'failed')`),
  ],
);
