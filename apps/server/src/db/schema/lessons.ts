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
import { roadmaps } from "./roadmaps.ts";
import { users } from "./users.ts";

/** One cited passage of a grounded lesson, as stored (contract LessonCitation). */
export type LessonCitationRow = {
  n: number;
  /** Null for a web page a lesson check read ('Rewrite with these pages'): `url` is set. */
  sourceId: string | null;
  passageId: string | null;
  sourceTitle: string;
  page: number | null;
  headingPath: string[];
  quote: string;
  sourceDeleted?: boolean;
  /** A link source's passage: where the citation opens (the page at its heading, the video at its second). */
  url?: string | null;
  /** A video passage's first second. */
  startSeconds?: number | null;
};

/** A lesson of a roadmap section. One set per section: (roadmap_id, order) is unique. */
export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roadmapId: uuid("roadmap_id")
      .notNull()
      .references(() => roadmaps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    order: integer("order").notNull(),
    estimatedTimeInMinutes: integer("estimated_time_in_minutes").notNull().default(30),
    isCompleted: boolean("is_completed").notNull().default(false),
    /** Percent, set on completion. */
    grade: integer("grade"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Hidden from the plan by the learner (a lesson with progress is hidden, never deleted). */
    isHidden: boolean("is_hidden").notNull().default(false),
    /** The content's version: 1 as first written, +1 per rewrite (older ones in lesson_versions). */
    contentVersion: integer("content_version").notNull().default(1),
    /** The generated lesson: `{ title, blocks[] }` (contract LessonContent); null until generated. */
    content: jsonb("content").$type<{ title: string; blocks: Record<string, unknown>[] }>(),
    /**
     * The learning language (BCP-47) the current content was written in; null until written, and
     * for lessons written before languages were kept (ADR 0027).
     */
    language: text("language"),
    /** idle | generating | ready | failed. */
    generationStatus: text("generation_status").notNull().default("idle"),
    /** When the running generation started; a stale one (server died) may be taken over. */
    generationStartedAt: timestamp("generation_started_at", { withTimezone: true }),
    /** Recommended books `[{ title, author }]` written with the content. */
    books: jsonb("books").$type<{ title: string; author: string }[]>().notNull().default([]),
    /**
     * The passages a grounded lesson cites (`[n]` markers in its text), numbered from 1; a deleted
     * source's citations keep their text and are marked `sourceDeleted`. Empty for other lessons.
     */
    citations: jsonb("citations").$type<LessonCitationRow[]>().notNull().default([]),
    /** Prompt for the lesson illustration, written with the content. */
    imagePrompt: text("image_prompt"),
    /** Our own media URL of the illustration, once drawn. */
    imageUrl: text("image_url"),
    /** Our own media URL of the narration, once recorded. */
    audioUrl: text("audio_url"),
    /** 60 peak values (0..1) of the narration's waveform. */
    audioPeaks: jsonb("audio_peaks").$type<number[]>(),
    audioDurationSeconds: real("audio_duration_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lessons_roadmap_order_idx").on(t.roadmapId, t.order),
    index("lessons_user_idx").on(t.userId),
  ],
);

/** An earlier version of a lesson's content, kept readable when the learner has it rewritten. */
export const lessonVersions = pgTable(
  "lesson_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** The lesson's content_version this content was. */
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<{ title: string; blocks: Record<string, unknown>[] }>().notNull(),
    /** The instruction that replaced it ('simpler', 'deeper', …). */
    replacedBy: text("replaced_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lesson_versions_lesson_version_idx").on(t.lessonId, t.version)],
);
