import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { courses, lessonAssessments, lessons, lessonVersions, roadmaps } from "../../db/schema/index.ts";
import { forgetLessonWork } from "../lessons/index.ts";

/** A lesson silent this long is no longer being generated (its writer died): lessons' STALE_GENERATION_MS. */
const STALE_GENERATION_MS = 30_000;

/** One of the caller's courses with its edit version; undefined when it is not theirs. */
export async function findEditableCourse(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      goalId: courses.goalId,
      version: courses.version,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return row;
}

/** The titles of the caller's courses of a goal, in the goal's order. */
export function findGoalCourses(db: DbOrTx, userId: string, goalId: string) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.goalId, goalId), eq(courses.userId, userId)))
    .orderBy(asc(courses.order));
}

/**
 * The outer row's id inside a correlated subquery: Drizzle leaves a single-table select's columns
 * unqualified, so `${roadmaps.id}` there would name the subquery's own `id`.
 */
const outerSectionId = sql.raw(`"roadmaps"."id"`);

/** A course's sections in order, with whether a lesson of each is being written now. */
export function findOutlineSections(db: DbOrTx, courseId: string) {
  return db
    .select({
      id: roadmaps.id,
      content: roadmaps.content,
      summary: roadmaps.summary,
      order: roadmaps.order,
      isCompleted: roadmaps.isCompleted,
      isGenerating: sql<boolean>`exists (select 1 from ${lessons} where "lessons"."roadmap_id" = ${outerSectionId}
        and ${lessons.generationStatus} = 'generating'
        and ${lessons.generationStartedAt} > now() - (${STALE_GENERATION_MS}::int * interval '1 millisecond'))`,
    })
    .from(roadmaps)
    .where(eq(roadmaps.courseId, courseId))
    .orderBy(asc(roadmaps.order));
}

/** A course's lessons in section then lesson order, with whether each has progress to keep. */
export function findOutlineLessons(db: DbOrTx, courseId: string) {
  return db
    .select({
      id: lessons.id,
      roadmapId: lessons.roadmapId,
      title: lessons.title,
      order: lessons.order,
      estimatedTimeInMinutes: lessons.estimatedTimeInMinutes,
      isCompleted: lessons.isCompleted,
      grade: lessons.grade,
      isHidden: lessons.isHidden,
      generationStatus: lessons.generationStatus,
      contentVersion: lessons.contentVersion,
      assessed: sql<boolean>`exists (select 1 from ${lessonAssessments} where ${lessonAssessments.lessonId} = ${lessons.id} and ${lessonAssessments.submittedAt} is not null)`,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(eq(roadmaps.courseId, courseId))
    .orderBy(asc(roadmaps.order), asc(lessons.order));
}

/**
 * Takes the next edit version of one of the caller's courses if it is still at `expected`; the
 * row stays locked until the transaction ends. Undefined when stale (or not theirs).
 */
export async function bumpCourseVersion(tx: DbOrTx, userId: string, courseId: string, expected: number) {
  const [row] = await tx
    .update(courses)
    .set({ version: sql`${courses.version} + 1` })
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId), eq(courses.version, expected)))
    .returning({ version: courses.version });
  return row;
}

/** `(id, order)` pairs as a VALUES list. */
const orderValues = (ids: string[]) =>
  sql.join(
    ids.map((id, order) => sql`(${id}::uuid, ${order}::int)`),
    sql`, `,
  );

/**
 * Gives a course's sections the orders of `ids` (the order index is unique, so they step aside
 * to negative orders first). A section of the course missing from `ids` keeps a negative order
 * only until it is deleted in the same transaction.
 */
export async function renumberSections(tx: DbOrTx, courseId: string, ids: (string | null)[]) {
  await tx
    .update(roadmaps)
    .set({ order: sql`-1 - ${roadmaps.order}` })
    .where(eq(roadmaps.courseId, courseId));
  const placed = ids
    .map((id, order) => ({ id, order }))
    .filter((p): p is { id: string; order: number } => !!p.id);
  if (!placed.length) return;
  await tx.execute(
    sql`update ${roadmaps} set "order" = v.o from (values ${sql.join(
      placed.map((p) => sql`(${p.id}::uuid, ${p.order}::int)`),
      sql`, `,
    )}) as v(id, o) where ${roadmaps.id} = v.id`,
  );
}

/** Gives a section's lessons the orders of `ids`. */
export async function renumberLessons(tx: DbOrTx, roadmapId: string, ids: string[]) {
  await tx
    .update(lessons)
    .set({ order: sql`-1 - ${lessons.order}` })
    .where(eq(lessons.roadmapId, roadmapId));
  if (!ids.length) return;
  await tx.execute(
    sql`update ${lessons} set "order" = v.o from (values ${orderValues(ids)}) as v(id, o) where ${lessons.id} = v.id`,
  );
}

/** A section is complete exactly when it has lessons and all are completed (after a lesson went). */
export async function refreshSectionCompletion(tx: DbOrTx, roadmapId: string) {
  const done = sql`(exists (select 1 from ${lessons} where ${lessons.roadmapId} = ${roadmaps.id})
    and not exists (select 1 from ${lessons} where ${lessons.roadmapId} = ${roadmaps.id} and not ${lessons.isCompleted}))`;
  await tx
    .update(roadmaps)
    .set({
      isCompleted: done,
      completedAt: sql`case when ${done} then coalesce(${roadmaps.completedAt}, now()) else null end`,
      updatedAt: new Date(),
    })
    .where(eq(roadmaps.id, roadmapId));
}

/**
 * Locks a section until the transaction ends, as writing its lessons does (roadmaps'
 * insertLessonsOnce), so an edit of its lessons and their first writing never interleave.
 */
export async function lockSection(tx: DbOrTx, roadmapId: string) {
  await tx.select({ id: roadmaps.id }).from(roadmaps).where(eq(roadmaps.id, roadmapId)).for("update");
}

export async function deleteSection(tx: DbOrTx, roadmapId: string) {
  await tx.delete(roadmaps).where(eq(roadmaps.id, roadmapId));
}

export async function deleteLessonsOfSection(tx: DbOrTx, roadmapId: string) {
  await tx.delete(lessons).where(eq(lessons.roadmapId, roadmapId));
}

export async function deleteLesson(tx: DbOrTx, lessonId: string) {
  await tx.delete(lessons).where(eq(lessons.id, lessonId));
}

export async function insertSection(tx: DbOrTx, row: typeof roadmaps.$inferInsert) {
  await tx.insert(roadmaps).values(row);
}

export async function setLessonHidden(tx: DbOrTx, lessonId: string, hidden: boolean) {
  await tx.update(lessons).set({ isHidden: hidden, updatedAt: new Date() }).where(eq(lessons.id, lessonId));
}

/** One of the caller's lessons with its content. */
export async function findLessonWithContent(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      roadmapId: lessons.roadmapId,
      content: lessons.content,
      contentVersion: lessons.contentVersion,
      generationStatus: lessons.generationStatus,
      /** Whether the current content has a narration (a rewrite records one again). */
      narrated: sql<boolean>`${lessons.audioUrl} is not null`,
      audioUrl: lessons.audioUrl,
      audioPeaks: lessons.audioPeaks,
      audioDurationSeconds: lessons.audioDurationSeconds,
      courseId: roadmaps.courseId,
      sectionTopic: roadmaps.content,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}

/** A lesson's narration as stored (all null: none). */
export type LessonAudioColumns = {
  audioUrl: string | null;
  audioPeaks: number[] | null;
  audioDurationSeconds: number | null;
};

/**
 * Starts a rewrite of a written lesson: keeps its content as version `old.version` in
 * lesson_versions and empties the lesson for the rewrite to stream into (status `generating`, the
 * heartbeat now, the next content version; the old text's narration goes, its work idle again; the
 * illustration, assessment and cards stay). False when the lesson is not ready at that version any more.
 */
export async function claimLessonRewrite(
  tx: DbOrTx,
  input: {
    userId: string;
    lessonId: string;
    old: { version: number; title: string; content: { title: string; blocks: Record<string, unknown>[] } };
    replacedBy: string;
  },
): Promise<boolean> {
  const claimed = await tx
    .update(lessons)
    .set({
      content: null,
      generationStatus: "generating",
      generationStartedAt: sql`now()`,
      contentVersion: input.old.version + 1,
      audioUrl: null,
      audioPeaks: null,
      audioDurationSeconds: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(lessons.id, input.lessonId),
        eq(lessons.userId, input.userId),
        eq(lessons.generationStatus, "ready"),
        eq(lessons.contentVersion, input.old.version),
      ),
    )
    .returning({ id: lessons.id });
  if (claimed.length === 0) return false;
  // The narration is gone with the old text: its work is no longer done (issue 43).
  await forgetLessonWork(tx, input.lessonId, "narration");
  await tx.insert(lessonVersions).values({
    userId: input.userId,
    lessonId: input.lessonId,
    version: input.old.version,
    title: input.old.title,
    content: input.old.content,
    replacedBy: input.replacedBy,
  });
  return true;
}

/**
 * Puts a lesson back as it was before a rewrite that failed or was stopped: its content, version
 * and narration, and drops the version row the rewrite kept (unless the lesson moved on meanwhile).
 */
export async function restoreLessonBeforeRewrite(
  db: Db,
  input: {
    lessonId: string;
    version: number;
    content: { title: string; blocks: Record<string, unknown>[] };
    audio: LessonAudioColumns;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const restored = await tx
      .update(lessons)
      .set({
        content: input.content,
        contentVersion: input.version,
        generationStatus: "ready",
        ...input.audio,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(lessons.id, input.lessonId),
          eq(lessons.generationStatus, "generating"),
          eq(lessons.contentVersion, input.version + 1),
        ),
      )
      .returning({ id: lessons.id });
    if (restored.length === 0) return;
    await tx
      .delete(lessonVersions)
      .where(and(eq(lessonVersions.lessonId, input.lessonId), eq(lessonVersions.version, input.version)));
  });
}

/** A lesson's earlier versions, newest first. */
export function findLessonVersions(db: DbOrTx, userId: string, lessonId: string) {
  return db
    .select()
    .from(lessonVersions)
    .where(and(eq(lessonVersions.lessonId, lessonId), eq(lessonVersions.userId, userId)))
    .orderBy(desc(lessonVersions.version));
}
