import type { LessonBlock, LessonContent } from "@brainy/contract";
import { and, asc, eq, gt, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Db, type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { courses, goals, type LessonCitationRow, lessons, roadmaps } from "../../db/schema/index.ts";
import { lessonSummaryColumns } from "./mappers.ts";

/** A generation whose heartbeat is older than this is taken to be dead (its server stopped). */
export const STALE_GENERATION_MS = 30_000;

/** One of the caller's lessons with its section, course and goal; undefined when it is not theirs. */
export async function findLessonInContext(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({ lesson: lessons, section: roadmaps, course: courses, goal: goals })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .leftJoin(goals, eq(goals.id, courses.goalId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}
export type LessonInContext = NonNullable<Awaited<ReturnType<typeof findLessonInContext>>>;

/** One of the caller's lessons with its course id; undefined when not theirs. */
export async function findLessonRow(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({ lesson: lessons, courseId: roadmaps.courseId })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}

/** The lessons of a course in reading order (section, then lesson), titles only. */
export function findCourseLessonTitles(db: DbOrTx, userId: string, courseId: string) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      roadmapId: lessons.roadmapId,
      sectionOrder: roadmaps.order,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(lessons.userId, userId), eq(roadmaps.courseId, courseId)))
    .orderBy(asc(roadmaps.order), asc(lessons.order));
}

/** The section topics of a course before `order`. */
export function findEarlierSectionTopics(db: DbOrTx, courseId: string, order: number) {
  return db
    .select({ topic: roadmaps.content })
    .from(roadmaps)
    .where(and(eq(roadmaps.courseId, courseId), sql`${roadmaps.order} < ${order}`))
    .orderBy(asc(roadmaps.order));
}

/** The lesson after this one in its course: later in the section, else the first of a later section. */
export async function findNextLessonRow(
  db: DbOrTx,
  userId: string,
  current: { courseId: string; sectionOrder: number; lessonOrder: number },
) {
  const [row] = await db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(
      and(
        eq(lessons.userId, userId),
        eq(roadmaps.courseId, current.courseId),
        or(
          gt(roadmaps.order, current.sectionOrder),
          and(eq(roadmaps.order, current.sectionOrder), gt(lessons.order, current.lessonOrder)),
        ),
      ),
    )
    .orderBy(asc(roadmaps.order), asc(lessons.order))
    .limit(1);
  return row?.lesson;
}

/**
 * Claims a lesson's content generation: only one caller wins, on any instance. Claimable when
 * idle or failed, or when a generation's heartbeat is stale (its server died). Returns the row
 * or undefined when someone else is generating or the content is written.
 */
export async function claimGeneration(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .update(lessons)
    .set({ generationStatus: "generating", generationStartedAt: sql`now()`, content: null })
    .where(
      and(
        eq(lessons.id, lessonId),
        eq(lessons.userId, userId),
        or(
          inArray(lessons.generationStatus, ["idle", "failed"]),
          and(
            eq(lessons.generationStatus, "generating"),
            sql`${lessons.generationStartedAt} < now() - (${STALE_GENERATION_MS}::int * interval '1 millisecond')`,
          ),
        ),
      ),
    )
    .returning({ id: lessons.id });
  return row;
}

/** Saves the blocks written so far and refreshes the generation's heartbeat. */
export async function saveGeneratedBlocks(
  db: Db,
  lessonId: string,
  content: { title: string; blocks: LessonBlock[] },
) {
  await db
    .update(lessons)
    .set({ content, generationStartedAt: sql`now()` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.generationStatus, "generating")));
}

/** Refreshes the heartbeat of a running generation. */
export async function touchGeneration(db: Db, lessonId: string) {
  await db
    .update(lessons)
    .set({ generationStartedAt: sql`now()` })
    .where(and(eq(lessons.id, lessonId), eq(lessons.generationStatus, "generating")));
}

/** Stores the finished lesson and marks it ready. */
export async function finishGeneration(
  db: Db,
  lessonId: string,
  result: {
    content: LessonContent;
    books: { title: string; author: string }[];
    imagePrompt: string;
    minutes: number;
    /** The passages a grounded lesson cites (empty otherwise). */
    citations: LessonCitationRow[];
    /** The learning language it was written in. */
    language: string;
  },
) {
  await db
    .update(lessons)
    .set({
      content: result.content,
      language: result.language,
      books: result.books,
      citations: result.citations,
      imagePrompt: result.imagePrompt,
      estimatedTimeInMinutes: result.minutes,
      generationStatus: "ready",
      updatedAt: sql`now()`,
    })
    .where(eq(lessons.id, lessonId));
}

/** Marks a generation failed (or back to idle when it was stopped, not broken), dropping partial blocks. */
export async function endGeneration(db: Db, lessonId: string, status: "failed" | "idle") {
  await db
    .update(lessons)
    .set({ generationStatus: status, content: null })
    .where(and(eq(lessons.id, lessonId), eq(lessons.generationStatus, "generating")));
}

/** After a restart of the single PGlite process, no generation can still be running: let them restart. */
export async function resetAbandonedGenerations(db: Db) {
  await db
    .update(lessons)
    .set({ generationStatus: "idle", content: null })
    .where(eq(lessons.generationStatus, "generating"));
}

/**
 * The id of the caller's current lesson, as a scalar subquery: the first uncompleted lesson of the
 * active goal's active course (else its first course), in section then lesson order. The one
 * definition of the current lesson: GET /lessons/currentLesson and the dashboard both select it.
 */
export function currentLessonId(userId: string | Placeholder): SQL {
  return sql`(select l.id from lessons l join roadmaps r on r.id = l.roadmap_id
     where l.user_id = ${userId} and not l.is_completed
       and r.course_id = (select c.id from courses c
             where c.goal_id = (select g.id from goals g where g.user_id = ${userId} and g.is_active limit 1)
             order by c.is_active desc, c."order" asc limit 1)
     order by r."order", l."order" limit 1)`;
}

/**
 * The caller's current lesson (currentLessonId) as a summary, with its course and goal: one query,
 * kept until a write could change it (the side menu and /home read it on every page).
 */
export function findCurrentLessonRow(db: DbOrTx, userId: string) {
  return memoizedRead(
    db,
    {
      key: `current-lesson:${userId}`,
      owner: userId,
      maxAgeMs: HOT_READ_MAX_AGE_MS,
      reads: ["lessons", "roadmaps", "courses", "goals"],
    },
    async () => {
      const [row] = await db
        .select({ lesson: lessonSummaryColumns, courseId: roadmaps.courseId, goalId: courses.goalId })
        .from(lessons)
        .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
        .innerJoin(courses, eq(courses.id, roadmaps.courseId))
        .where(and(eq(lessons.userId, userId), eq(lessons.id, currentLessonId(userId))));
      return row;
    },
  );
}

/** Stores the drawn illustration's URL. */
export async function setLessonImage(db: DbOrTx, lessonId: string, imageUrl: string | null) {
  await db.update(lessons).set({ imageUrl }).where(eq(lessons.id, lessonId));
}

/** Stores the recorded narration (null clears it). */
export async function setLessonAudio(
  db: DbOrTx,
  lessonId: string,
  audio: { audioUrl: string; audioPeaks: number[]; audioDurationSeconds: number } | null,
) {
  await db
    .update(lessons)
    .set(audio ?? { audioUrl: null, audioPeaks: null, audioDurationSeconds: null })
    .where(eq(lessons.id, lessonId));
}

/**
 * Stores a finished rewrite (course edits) over the blocks streamed so far and marks the lesson
 * ready. Answers false when the lesson is no longer being rewritten by this run (taken over).
 */
export async function finishRewrite(
  db: Db,
  lessonId: string,
  result: {
    content: LessonContent;
    /** The learning language it was written in. */
    language: string;
    /** A grounded rewrite's citations, replacing the old ones (undefined: left as they are). */
    citations?: LessonCitationRow[];
  },
): Promise<boolean> {
  const rows = await db
    .update(lessons)
    .set({
      content: result.content,
      language: result.language,
      ...(result.citations ? { citations: result.citations } : {}),
      generationStatus: "ready",
      updatedAt: sql`now()`,
    })
    .where(and(eq(lessons.id, lessonId), eq(lessons.generationStatus, "generating")))
    .returning({ id: lessons.id });
  return rows.length > 0;
}
