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
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** A finished video's chapters (one per slide heading), times measured on the MP4. */
export type LessonVideoChapterRow = { title: string; start: number; end: number };

/**
 * A lesson's narrated video (issue 40, ADR 0045): its own background work state (queued | running
 * | done | failed, with the stage, slides narrated, attempts, heartbeat and reason) beside its
 * product (the MP4, its WebVTT captions and chapters). One row per lesson and content version:
 * a second request finds it, never a second piece of work; a rewritten lesson may have a new one.
 */
export const lessonVideos = pgTable(
  "lesson_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** The lesson's content_version the video shows. */
    contentVersion: integer("content_version").notNull(),
    /** The BCP-47 language it is narrated in (the lesson's). */
    language: text("language").notNull(),
    /** queued | running | done | failed */
    state: text("state").notNull().default("queued"),
    /** While running: slides (drawing them) | narration | encoding. */
    stage: text("stage"),
    /** Slides drawn and kept (0 until drawn); slides narrated so far. */
    slidesTotal: integer("slides_total").notNull().default(0),
    slidesDone: integer("slides_done").notNull().default(0),
    /** Tries started since it was last asked for. */
    attempts: integer("attempts").notNull().default(0),
    /** Refreshed while running; a stale one lost its worker (kill -9). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** Why the last try failed, in words a learner may read. */
    error: text("error"),
    /** Set in the same statement as state = done, never before the whole MP4 and captions are stored. */
    videoUrl: text("video_url"),
    captionsUrl: text("captions_url"),
    durationSeconds: real("duration_seconds"),
    chapters: jsonb("chapters").$type<LessonVideoChapterRow[]>().notNull().default([]),
    /** The plan use it took (given back when it fails for good). */
    usageEventId: uuid("usage_event_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lesson_videos_lesson_version_idx").on(t.lessonId, t.contentVersion),
    index("lesson_videos_user_idx").on(t.userId),
    index("lesson_videos_state_idx").on(t.state),
  ],
);
