import type { LearningPlanData, LessonSummary } from "@brainy/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, goals, lessons, roadmaps, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { groupStats } from "../curriculum/progress.ts";
import { toCourse, toGoalSummary } from "../goals/mappers.ts";
import { findGoalTree } from "../goals/repository.ts";
import { lessonSummaryColumns, toLessonSummary } from "../lessons/mappers.ts";
import { toRoadmapSection } from "../roadmaps/mappers.ts";

/**
 * The caller with the course's goal when courseId is given (404 when not the caller's), else with
 * the active goal: one statement.
 */
async function findUserAndPlanGoal(db: Db, userId: string, courseId?: string) {
  const which = courseId
    ? eq(
        goals.id,
        sql`(select ${courses.goalId} from ${courses} where ${courses.id} = ${courseId} and ${courses.userId} = ${userId})`,
      )
    : eq(goals.isActive, true);
  const [row] = await db
    .select({ user: { id: users.id, username: users.username, firstName: users.firstName }, goal: goals })
    .from(users)
    .leftJoin(goals, and(eq(goals.userId, users.id), which))
    .where(eq(users.id, userId));
  if (!row) throw notFound("User");
  if (row.goal) return { user: row.user, goal: row.goal };
  throw courseId ? notFound("Course") : new AppError("NOT_FOUND", "No active goal found");
}

/**
 * GET /learningplan/optimized-data[/{courseId}]: the courses screen in one answer. Four statements
 * whatever the number of courses, sections and lessons: user with goal, the goal's courses with
 * section facts, the active course's sections, and its lesson summaries.
 */
export async function getLearningPlanData(options: {
  db: Db;
  userId: string;
  courseId?: string;
}): Promise<LearningPlanData> {
  const { db, userId, courseId } = options;
  const { user, goal } = await findUserAndPlanGoal(db, userId, courseId);
  const { courseRows, stats } = await findGoalTree(db, userId, goal.id);
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
          .select(lessonSummaryColumns)
          .from(lessons)
          .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
          .where(and(eq(lessons.userId, userId), eq(roadmaps.courseId, active.id)))
          .orderBy(asc(roadmaps.order), asc(lessons.order)),
      ])
    : [[], []];

  const lessonsForRoadmaps: Record<string, LessonSummary[]> = {};
  for (const section of sectionRows) lessonsForRoadmaps[section.id] = [];
  let firstUncompleted: LessonSummary | null = null;
  for (const lesson of lessonRows) {
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
