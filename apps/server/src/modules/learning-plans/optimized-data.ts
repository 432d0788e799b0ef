import type { LearningPlanData, LessonSummary } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, goals, lessons, roadmaps, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { groupStats } from "../curriculum/progress.ts";
import { toCourse, toGoalSummary } from "../goals/mappers.ts";
import { findCourseRows, findSectionStats } from "../goals/repository.ts";
import { toLessonSummary } from "../lessons/mappers.ts";
import { toRoadmapSection } from "../roadmaps/mappers.ts";

/** The course's goal when courseId is given (404 when not the caller's), else the active goal. */
async function findPlanGoal(db: Db, userId: string, courseId?: string) {
  const which = courseId
    ? eq(
        goals.id,
        sql`(select ${courses.goalId} from ${courses} where ${courses.id} = ${courseId} and ${courses.userId} = ${userId})`,
      )
    : eq(goals.isActive, true);
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), which));
  if (goal) return goal;
  throw courseId ? notFound("Course") : new AppError("NOT_FOUND", "No active goal found");
}

/**
 * GET /learningplan/optimized-data[/{courseId}]: the courses screen in one answer. Six queries
 * whatever the number of courses, sections and lessons: user, goal, courses, sections with
 * lesson counts, the active course's sections, and its lessons.
 */
export async function getLearningPlanData(options: {
  db: Db;
  userId: string;
  courseId?: string;
}): Promise<LearningPlanData> {
  const { db, userId, courseId } = options;
  const [user] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("User");
  const goal = await findPlanGoal(db, userId, courseId);
  const [courseRows, stats] = await Promise.all([
    findCourseRows(db, userId, goal.id),
    findSectionStats(db, userId, goal.id),
  ]);
  const active =
    courseRows.find((c) => c.id === courseId) ?? courseRows.find((c) => c.isActive) ?? courseRows[0];
  const [sectionRows, lessonRows] = active
    ? await Promise.all([
        db
          .select()
          .from(roadmaps)
          .where(and(eq(roadmaps.userId, userId), eq(roadmaps.courseId, active.id)))
          .orderBy(asc(roadmaps.order)),
        db
          .select({ lesson: lessons })
          .from(lessons)
          .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
          .where(and(eq(lessons.userId, userId), eq(roadmaps.courseId, active.id)))
          .orderBy(asc(roadmaps.order), asc(lessons.order)),
      ])
    : [[], []];

  const lessonsForRoadmaps: Record<string, LessonSummary[]> = {};
  for (const section of sectionRows) lessonsForRoadmaps[section.id] = [];
  let firstUncompleted: LessonSummary | null = null;
  for (const { lesson } of lessonRows) {
    const summary = toLessonSummary(lesson);
    lessonsForRoadmaps[lesson.roadmapId]?.push(summary);
    if (!firstUncompleted && !lesson.isCompleted) firstUncompleted = summary;
  }
  const statsByCourse = groupStats(stats, "courseId");
  return {
    user,
    goal: toGoalSummary(goal, stats),
    activeCourseId: active?.id ?? null,
    courses: courseRows.map((c) => toCourse(c, statsByCourse.get(c.id) ?? [])),
    roadmaps: sectionRows.map(toRoadmapSection),
    lessonsForRoadmaps,
    firstUncompletedLessonRoadmapId: firstUncompleted?.roadmapId ?? null,
    firstUncompletedLesson: firstUncompleted,
  };
}
