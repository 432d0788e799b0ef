import type { CompleteLessonResponse, CurrentLesson } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, goals, lessons, roadmaps } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { setLessonCompletion } from "../roadmaps/completion.ts";
import { toLessonSummary } from "./mappers.ts";

/**
 * The first uncompleted lesson of the active course (else the first course) of the active goal,
 * in section then lesson order; 404 'No current lesson' when there is none. One query.
 */
export async function getCurrentLesson(options: { db: Db; userId: string }): Promise<CurrentLesson> {
  const currentCourse = sql`(select ${courses.id} from ${courses} where ${courses.goalId} = ${goals.id}
    order by ${courses.isActive} desc, ${courses.order} asc limit 1)`;
  const [row] = await options.db
    .select({ lesson: lessons, courseId: roadmaps.courseId, goalId: goals.id })
    .from(lessons)
    .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
    .innerJoin(goals, and(eq(goals.userId, options.userId), eq(goals.isActive, true)))
    .where(
      and(
        eq(lessons.userId, options.userId),
        eq(lessons.isCompleted, false),
        eq(roadmaps.courseId, currentCourse),
      ),
    )
    .orderBy(asc(roadmaps.order), asc(lessons.order))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No current lesson");
  return { ...toLessonSummary(row.lesson), courseId: row.courseId, goalId: row.goalId };
}

/** PUT /lessons/{id}/complete/{value}: completes a lesson with a grade; section, course and goal follow. */
export async function completeLesson(options: {
  db: Db;
  userId: string;
  lessonId: string;
  grade: number;
}): Promise<CompleteLessonResponse> {
  const result = await options.db.transaction((tx) =>
    setLessonCompletion(tx, {
      userId: options.userId,
      lessonId: options.lessonId,
      isCompleted: true,
      grade: options.grade,
    }),
  );
  if (!result) throw notFound("Lesson");
  return { ...result, lesson: toLessonSummary(result.lesson) };
}
