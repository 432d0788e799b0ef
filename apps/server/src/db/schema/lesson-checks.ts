import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { lessons } from "./lessons.ts";
import { users } from "./users.ts";

/** A page a lesson check read, numbered as its verdicts cite it. */
export type LessonCheckPageRow = { n: number; url: string; title: string; excerpt: string };
/** One claim of the lesson that may date, and what the pages say about it. */
export type LessonCheckClaimRow = {
  claim: string;
  verdict: "holds" | "changed" | "unclear";
  /** What holds now, in a sentence, citing pages as [n]. */
  finding: string;
  pages: number[];
};

/**
 * 'Check this lesson' (issue 41): the lesson's claims that may date, looked up on the web, with
 * what still holds, what changed and the pages that say so. The latest per lesson is shown; its
 * pages ground 'Rewrite with these pages'.
 */
export const lessonChecks = pgTable(
  "lesson_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    /** The lesson's content version checked. */
    contentVersion: integer("content_version").notNull(),
    /** Where the pages came from: searxng, brave, tavily, or demo (the learner's own link sources). */
    searchedWith: text("searched_with").notNull(),
    claims: jsonb("claims").$type<LessonCheckClaimRow[]>().notNull().default([]),
    pages: jsonb("pages").$type<LessonCheckPageRow[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lesson_checks_lesson_idx").on(t.lessonId, t.createdAt)],
);
