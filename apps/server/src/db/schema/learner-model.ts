import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { goals } from "./goals.ts";
import { gapFixes } from "./lesson-assessments.ts";
import { lessons } from "./lessons.ts";
import { reviewCards } from "./review.ts";
import { users } from "./users.ts";

/**
 * A concept of a learner's goal (issue 37, ADR 0037): named when a section's lessons are planned,
 * one per normalised name (`key`) in the goal, and the learner model's state of it. A goal is one
 * learner's, so the concept row is also the per-learner-concept state: the model's opaque state
 * (`model_state`, null = never evidenced) and the counts the map shows, updated in the answer's
 * own request from the evidence log.
 */
export const concepts = pgTable(
  "concepts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    /** The name as first written ('List Comprehensions'). */
    name: text("name").notNull(),
    /** The normalised name the goal's concepts are unique by (case, accents, punctuation and plurals folded). */
    key: text("key").notNull(),
    /** Creation order within the goal: prerequisites always come earlier (the graph stays acyclic). */
    position: integer("position").notNull(),
    /** The name's embedding (EMBEDDING_PROVIDER), when configured: a new name this close is the same concept. */
    embedding: real("embedding").array(),
    embeddingModel: text("embedding_model"),
    /** The learner model's state (LearnerModel, JSON); null until the first evidence. */
    modelState: jsonb("model_state").$type<Record<string, unknown>>(),
    /** Pieces of evidence folded in (self-reports included). */
    evidenceCount: integer("evidence_count").notNull().default(0),
    /** Answers (not self-reports) and how many of them were right (score ≥ 0.5): '3 of 4 right'. */
    answerCount: integer("answer_count").notNull().default(0),
    rightCount: integer("right_count").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** The learner's last correction: known ('I already know this') | unknown ('I don't get this'). */
    selfReport: text("self_report"),
    selfReportedAt: timestamp("self_reported_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("concepts_goal_key_idx").on(t.goalId, t.key), index("concepts_user_idx").on(t.userId)],
);

/** A prerequisite edge: `concept_id` builds on `prerequisite_id` (an earlier concept of the same goal). */
export const conceptPrerequisites = pgTable(
  "concept_prerequisites",
  {
    conceptId: uuid("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    prerequisiteId: uuid("prerequisite_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.conceptId, t.prerequisiteId] }),
    index("concept_prerequisites_prerequisite_idx").on(t.prerequisiteId),
    index("concept_prerequisites_user_idx").on(t.userId),
  ],
);

/** The concepts a lesson teaches (2 to 6), in the planner's order. */
export const lessonConcepts = pgTable(
  "lesson_concepts",
  {
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    conceptId: uuid("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.conceptId] }),
    index("lesson_concepts_concept_idx").on(t.conceptId),
    index("lesson_concepts_user_idx").on(t.userId),
  ],
);

/** The concepts a review card checks. */
export const reviewCardConcepts = pgTable(
  "review_card_concepts",
  {
    cardId: uuid("card_id")
      .notNull()
      .references(() => reviewCards.id, { onDelete: "cascade" }),
    conceptId: uuid("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.conceptId] }),
    index("review_card_concepts_concept_idx").on(t.conceptId),
    index("review_card_concepts_user_idx").on(t.userId),
  ],
);

/**
 * The evidence log, append-only: one row per answer (or self-report) and concept it checked.
 * `item_key` names what was answered and the attempt (`checkpoint:<lesson>:v<version>:<block>`),
 * unique per concept, so an answer sent twice (in parallel, or retried) is recorded once. A goal's
 * evidence goes with its goal (and its concepts); the account's with the account.
 */
export const learnerEvidence = pgTable(
  "learner_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    conceptId: uuid("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    /** assessment | topic_assessment | checkpoint | card | quiz_me | self_report | practice | … (EvidenceKind), or `retraction`: an undone self-report, keyed `undo:<its item_key>`, which a replay skips with it */
    kind: text("kind").notNull(),
    /** 0 wrong … 1 right; a self-report 'I already know this' is 1, 'I don't get this' 0. */
    score: real("score").notNull(),
    durationMs: integer("duration_ms"),
    /** How many choices a multiple-choice item offered (a blind guess is right 1 in that many); null otherwise. */
    choices: integer("choices"),
    /** When the learner answered. */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The question as the learner saw it and what they answered (clipped), for the items that have
     * them (checkpoints, assessments, practice, quiz replies): the mistakes the lesson writer and the
     * tutor are shown (issue 38). Null for cards, self-reports and evidence recorded before.
     */
    question: text("question"),
    given: text("given"),
  },
  (t) => [
    uniqueIndex("learner_evidence_concept_item_idx").on(t.conceptId, t.itemKey),
    index("learner_evidence_concept_at_idx").on(t.conceptId, t.at),
    index("learner_evidence_user_at_idx").on(t.userId, t.at),
    index("learner_evidence_goal_idx").on(t.goalId),
  ],
);

/**
 * Naming the concepts of a goal planned before concepts existed (the `backfill-concepts` job):
 * background work with its own state, one row per goal, claimed like lesson work (ADR 0014).
 */
export const conceptWork = pgTable(
  "concept_work",
  {
    goalId: uuid("goal_id")
      .primaryKey()
      .references(() => goals.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** queued | running | done | failed */
    state: text("state").notNull().default("queued"),
    /** Sections named so far, of `total`. */
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while running; a stale one lost its worker. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Why the last try failed, in words a learner may read. */
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("concept_work_state_idx").on(t.state), index("concept_work_user_idx").on(t.userId)],
);

/**
 * A fresh question on one concept written for 'Practise this' (the `write-practice-questions`
 * task), graded on the server against `answer` when the learner answers it (once).
 */
export const practiceItems = pgTable(
  "practice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    conceptId: uuid("concept_id")
      .notNull()
      .references(() => concepts.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** 2 to 5 choices; empty for a fill-in question. */
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    answer: text("answer").notNull(),
    alsoAccept: jsonb("also_accept").$type<string[]>().notNull().default([]),
    explanation: text("explanation").notNull().default(""),
    /** The 'Fix the gaps' it was written for (issue 38); null for 'Practise this'. Kept when the fix goes. */
    gapFixId: uuid("gap_fix_id").references(() => gapFixes.id, { onDelete: "set null" }),
    /** The learner's answer, whether it was right, and when (null until answered). */
    given: text("given"),
    correct: boolean("correct"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("practice_items_concept_idx").on(t.conceptId, t.createdAt),
    index("practice_items_user_idx").on(t.userId),
    index("practice_items_gap_fix_idx").on(t.gapFixId),
  ],
);
