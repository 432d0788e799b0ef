import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, lessons, roadmaps, sourcePassages, sources } from "../../db/schema/index.ts";

const lessonColumns = {
  id: lessons.id,
  title: lessons.title,
  content: lessons.content,
  citations: lessons.citations,
  generationStatus: lessons.generationStatus,
};

/** One of the caller's lessons with its content; undefined when it is not theirs. */
export async function findOwnLesson(db: DbOrTx, userId: string, lessonId: string) {
  const [row] = await db
    .select(lessonColumns)
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.userId, userId)));
  return row;
}

/** One of the caller's sections (roadmaps) with its course; undefined when it is not theirs. */
export async function findOwnSection(db: DbOrTx, userId: string, sectionId: string) {
  const [row] = await db
    .select({ id: roadmaps.id, title: roadmaps.content, courseId: roadmaps.courseId })
    .from(roadmaps)
    .where(and(eq(roadmaps.id, sectionId), eq(roadmaps.userId, userId)));
  return row;
}

export async function findOwnCourse(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, description: courses.description })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return row;
}

/** The visible, written lessons of the caller's sections, in reading order, with their section. */
export async function findWrittenLessons(db: DbOrTx, userId: string, where: { sectionIds: string[] }) {
  if (where.sectionIds.length === 0) return [];
  const rows = await db
    .select({ ...lessonColumns, sectionId: lessons.roadmapId })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .where(
      and(
        eq(lessons.userId, userId),
        inArray(lessons.roadmapId, where.sectionIds),
        eq(lessons.isHidden, false),
        eq(lessons.generationStatus, "ready"),
      ),
    )
    .orderBy(asc(roadmaps.order), asc(lessons.order));
  return rows.filter((row) => row.content !== null);
}

/** The course's sections in order. */
export async function findCourseSections(db: DbOrTx, userId: string, courseId: string) {
  return db
    .select({ id: roadmaps.id, title: roadmaps.content })
    .from(roadmaps)
    .where(and(eq(roadmaps.courseId, courseId), eq(roadmaps.userId, userId)))
    .orderBy(asc(roadmaps.order));
}

/** The caller's sources among `ids` (others' are simply absent), with their state. */
export async function findOwnSources(db: DbOrTx, userId: string, ids: string[]) {
  return db
    .select({ id: sources.id, title: sources.title, state: sources.state })
    .from(sources)
    .where(and(eq(sources.userId, userId), inArray(sources.id, ids)));
}

/** The first `limit` passages of one of the caller's sources, in reading order. */
export async function findFirstPassages(db: DbOrTx, userId: string, sourceId: string, limit: number) {
  return db
    .select({
      id: sourcePassages.id,
      page: sourcePassages.page,
      headingPath: sourcePassages.headingPath,
      text: sourcePassages.text,
    })
    .from(sourcePassages)
    .where(and(eq(sourcePassages.sourceId, sourceId), eq(sourcePassages.userId, userId)))
    .orderBy(asc(sourcePassages.ordinal))
    .limit(limit);
}
