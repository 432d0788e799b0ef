import type { LessonCheck } from "@brainy/contract";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  courses,
  type LessonCheckClaimRow,
  type LessonCheckPageRow,
  lessonChecks,
  lessons,
  roadmaps,
} from "../../db/schema/index.ts";

/** The caller's lesson as a check reads it: title, written content and version, its course's title. */
export async function findCheckedLesson(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      content: lessons.content,
      contentVersion: lessons.contentVersion,
      generationStatus: lessons.generationStatus,
      courseTitle: courses.title,
    })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(courses, eq(courses.id, roadmaps.courseId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}

type CheckRow = typeof lessonChecks.$inferSelect;

function toLessonCheck(row: CheckRow, currentVersion: number): LessonCheck {
  return {
    id: row.id,
    lessonId: row.lessonId,
    contentVersion: row.contentVersion,
    outdated: row.contentVersion !== currentVersion,
    searchedWith: row.searchedWith,
    claims: row.claims,
    pages: row.pages,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertLessonCheck(
  db: DbOrTx,
  values: {
    userId: string;
    lessonId: string;
    contentVersion: number;
    searchedWith: string;
    claims: LessonCheckClaimRow[];
    pages: LessonCheckPageRow[];
  },
): Promise<LessonCheck> {
  const [row] = await db.insert(lessonChecks).values(values).returning();
  return toLessonCheck(row!, values.contentVersion);
}

/** The lesson's latest check (the caller's own), or null. */
export async function findLatestCheck(
  db: DbOrTx,
  userId: string,
  lessonId: string,
  currentVersion: number,
): Promise<LessonCheck | null> {
  const [row] = await db
    .select()
    .from(lessonChecks)
    .where(and(eq(lessonChecks.lessonId, lessonId), eq(lessonChecks.userId, userId)))
    .orderBy(desc(lessonChecks.createdAt))
    .limit(1);
  return row ? toLessonCheck(row, currentVersion) : null;
}

/** One of the caller's checks by id (a rewrite grounded in its pages), or undefined. */
export async function findCheckRow(
  db: DbOrTx,
  userId: string,
  checkId: string,
): Promise<CheckRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonChecks)
    .where(and(eq(lessonChecks.id, checkId), eq(lessonChecks.userId, userId)));
  return row;
}
