import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses, goals } from "./goals.ts";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** A class (issue 39, ADR 0048): its owner is its first teacher; the plan's class rules count by owner. */
export const classes = pgTable(
  "classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("classes_owner_idx").on(t.ownerId)],
);

/** Who is in a class: `teacher` (the owner and co-teachers) or `student`. Leaving deletes the row. */
export const classMembers = pgTable(
  "class_members",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** teacher | student */
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("class_members_user_idx").on(t.userId)],
);

/** An invite by short code (and the link holding it): expiring, revocable; `role` is what joining gives. */
export const classInvites = pgTable(
  "class_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** Eight characters of an unambiguous alphabet, unique across classes. */
    code: text("code").notNull(),
    /** teacher | student */
    role: text("role").notNull().default("student"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("class_invites_code_idx").on(t.code), index("class_invites_class_idx").on(t.classId)],
);

/** A teacher's course assigned to a class, with an optional due date (YYYY-MM-DD). */
export const classAssignments = pgTable(
  "class_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("class_assignments_class_idx").on(t.classId)],
);

/**
 * A student's own copy of an assignment: a goal of theirs, linked here, so it is counted outside
 * their own goal limits and the teacher reads this goal only (never the student's other goals).
 */
export const assignmentCopies = pgTable(
  "assignment_copies",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => classAssignments.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The teacher's course version (its edit count) this copy has caught up with (ADR 0056). */
    syncedVersion: integer("synced_version").notNull().default(0),
    /** When a teacher's edit last changed this copy; cleared when the student opens the course. */
    updatedByTeacherAt: timestamp("updated_by_teacher_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    uniqueIndex("assignment_copies_goal_idx").on(t.goalId),
    index("assignment_copies_student_idx").on(t.studentId),
  ],
);

/**
 * Which section or lesson of a student's copy came from which of the teacher's (ADR 0056), so a
 * teacher's later edit reaches the right rows. `sourceVersion` is the teacher's lesson content
 * version last copied (0 for a section). No foreign keys: either side may be removed by an edit.
 */
export const assignmentCopyItems = pgTable(
  "assignment_copy_items",
  {
    copyCourseId: uuid("copy_course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id").notNull(),
    copyId: uuid("copy_id").notNull(),
    kind: text("kind").notNull(),
    sourceVersion: integer("source_version").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.copyCourseId, t.sourceId] })],
);

/** A teacher's override of one AI-graded open answer: kept with who and when (every one, newest wins). */
export const gradeOverrides = pgTable(
  "grade_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The student's lesson (in their assignment copy). */
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    questionIndex: integer("question_index").notNull(),
    teacherId: uuid("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The overriding points for the question, 0 to 1. */
    points: real("points").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("grade_overrides_lesson_idx").on(t.lessonId, t.questionIndex)],
);

/** A plain-text announcement to a class, shown on its students' /home. */
export const classAnnouncements = pgTable(
  "class_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("class_announcements_class_idx").on(t.classId, t.createdAt)],
);
