import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** The FSRS memory state of a card at one moment (ts-fsrs's Card, dates as ISO text). */
export type StoredFsrsState = {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};

/**
 * A learner's review card and its FSRS schedule (the columns of ts-fsrs's Card). Made for the
 * learner from a lesson or a missed question, or written by hand; `source_key` names what it was
 * made from, so writing it again makes no second card.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    /** lesson | missed-question | selection | note | manual | import */
    source: text("source").notNull(),
    /** What the card was made from (`lesson:<id>:<n>`, `missed:<assessment>:<question>`); null by hand. */
    sourceKey: text("source_key"),
    blockIndex: integer("block_index"),
    /** basic | cloze */
    kind: text("kind").notNull().default("basic"),
    front: text("front").notNull(),
    back: text("back").notNull().default(""),
    suspended: boolean("suspended").notNull().default(false),
    due: timestamp("due", { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning */
    state: integer("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_cards_user_due_idx").on(t.userId, t.due, t.id).where(sql`not ${t.suspended}`),
    index("review_cards_lesson_idx").on(t.lessonId),
    uniqueIndex("review_cards_user_source_key_idx").on(t.userId, t.sourceKey),
  ],
);

/**
 * One review: the rating, the time it took and the card's FSRS state before and after, so the
 * schedule can be re-derived, a rating undone and the parameters optimised later.
 */
export const reviewLogs = pgTable(
  "review_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => reviewCards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy */
    rating: integer("rating").notNull(),
    durationMs: integer("duration_ms").notNull(),
    stateBefore: jsonb("state_before").$type<StoredFsrsState>().notNull(),
    stateAfter: jsonb("state_after").$type<StoredFsrsState>().notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The learner's local date of the review (YYYY-MM-DD, their time zone then). */
    localDay: text("local_day").notNull(),
  },
  (t) => [
    index("review_logs_user_reviewed_idx").on(t.userId, t.reviewedAt),
    index("review_logs_card_idx").on(t.cardId),
  ],
);

/** The learner's review settings (a row only once changed). */
export const reviewSettings = pgTable("review_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  desiredRetention: doublePrecision("desired_retention").notNull().default(0.9),
  /** Due reviews a 'Study now' session takes at most (issue 38). */
  sessionReviewCap: integer("session_review_cap").notNull().default(50),
});
