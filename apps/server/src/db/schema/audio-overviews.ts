import {
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
import { courses } from "./goals.ts";
import type { LessonCitationRow } from "./lessons.ts";
import { lessons } from "./lessons.ts";
import { roadmaps } from "./roadmaps.ts";
import { users } from "./users.ts";

/** A written overview script, as stored once the AI task answered (turn text keeps its `[n]` markers). */
export type OverviewScriptRow = {
  title: string;
  language: string;
  chapters: { title: string; turns: { speaker: "host" | "expert"; text: string }[] }[];
};

/** The finished overview's transcript: chapter and turn times measured on the MP3. */
export type OverviewTranscriptRow = {
  chapters: { title: string; start: number; end: number }[];
  turns: { speaker: "host" | "expert"; text: string; chapter: number; start: number; end: number }[];
};

/**
 * A two-voice audio overview of a lesson, section, course or set of sources (issue 40, ADR 0041):
 * its own background work state (queued | running | done | failed, with the stage, turns recorded,
 * attempts, heartbeat and reason) beside its product (the script, then the MP3 and transcript).
 * One row per learner, scope and length: a second request finds it, never a second piece of work.
 */
export const audioOverviews = pgTable(
  "audio_overviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** lesson:<id> | section:<id> | course:<id> | sources:<sorted ids>: what makes two requests the same. */
    scopeKey: text("scope_key").notNull(),
    /** The contract's AudioOverviewScope. */
    scope: jsonb("scope").$type<Record<string, unknown>>().notNull(),
    /** The lesson, section or course it is about (it goes when they go); null for sources. */
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id").references(() => roadmaps.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** brief | deep */
    length: text("length").notNull(),
    /** The BCP-47 language asked for (the script says what it was written in). */
    language: text("language").notNull(),
    title: text("title").notNull(),
    /** queued | running | done | failed */
    state: text("state").notNull().default("queued"),
    /** While running: script | recording | encoding. */
    stage: text("stage"),
    turnsDone: integer("turns_done").notNull().default(0),
    turnsTotal: integer("turns_total").notNull().default(0),
    /** Tries started since it was last asked for. */
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while running; a stale one lost its worker (kill -9). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Why the last try failed, in words a learner may read. */
    error: text("error"),
    /** The script once written: a retry records the turns still missing, never writes it again. */
    script: jsonb("script").$type<OverviewScriptRow>(),
    citations: jsonb("citations").$type<LessonCitationRow[]>().notNull().default([]),
    /** Set in the same statement as state = done, never before the whole MP3 is stored. */
    audioUrl: text("audio_url"),
    durationSeconds: real("duration_seconds"),
    transcript: jsonb("transcript").$type<OverviewTranscriptRow>(),
    /** The plan use it took (given back when it fails for good). */
    usageEventId: uuid("usage_event_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("audio_overviews_scope_idx").on(t.userId, t.scopeKey, t.length),
    index("audio_overviews_state_idx").on(t.state),
  ],
);
