import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courses, lessons, roadmaps } from "../../db/schema/index.ts";

/** One of the caller's courses as an export shows it; undefined when it is not theirs. */
export async function findExportCourse(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      imageUrl: courses.imageUrl,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return row;
}

/** The course's sections and visible lessons in reading order: titles only, no content. */
export async function findCourseOutline(db: DbOrTx, userId: string, courseId: string) {
  const [sections, lessonRows] = await Promise.all([
    db
      .select({ id: roadmaps.id, title: roadmaps.content, summary: roadmaps.summary })
      .from(roadmaps)
      .where(and(eq(roadmaps.courseId, courseId), eq(roadmaps.userId, userId)))
      .orderBy(asc(roadmaps.order)),
    db
      .select({
        id: lessons.id,
        title: lessons.title,
        sectionId: lessons.roadmapId,
        written: sql<boolean>`${lessons.content} is not null`,
      })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(and(eq(roadmaps.courseId, courseId), eq(lessons.userId, userId), eq(lessons.isHidden, false)))
      .orderBy(asc(roadmaps.order), asc(lessons.order)),
  ]);
  return { sections, lessons: lessonRows };
}

/** One page of lessons' content, by id (the caller's only). */
export async function findLessonContents(db: DbOrTx, userId: string, lessonIds: string[]) {
  if (lessonIds.length === 0) return [];
  return db
    .select({
      id: lessons.id,
      content: lessons.content,
      books: lessons.books,
      citations: lessons.citations,
      imageUrl: lessons.imageUrl,
      updatedAt: lessons.updatedAt,
    })
    .from(lessons)
    .where(and(eq(lessons.userId, userId), inArray(lessons.id, lessonIds)));
}
