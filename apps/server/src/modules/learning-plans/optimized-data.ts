import { ErrorReasons, type LearningPlanData, type LessonSummary } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { groupStats } from "../curriculum/progress.ts";
import { toCourse, toGoalSummary } from "../goals/mappers.ts";
import { findGoalTree } from "../goals/repository.ts";
import { toLessonSummary } from "../lessons/mappers.ts";
import { toRoadmapSection } from "../roadmaps/mappers.ts";
import { findRoadmapRowsByCourse } from "../roadmaps/repository.ts";
import { findCourseLessonSummaries, findUserAndPlanGoal } from "./repository.ts";

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
  const found = await findUserAndPlanGoal(db, userId, courseId);
  if (!found) throw notFound("User");
  const { user, goal } = found;
  if (!goal)
    throw courseId
      ? notFound("Course")
      : new AppError("NOT_FOUND", "No active goal found", { details: { reason: ErrorReasons.noActiveGoal } });
  const { courseRows, stats } = await findGoalTree(db, userId, goal.id);
  const active =
    courseRows.find((c) => c.id === courseId) ?? courseRows.find((c) => c.isActive) ?? courseRows[0];
  const [sectionRows, lessonRows] = active
    ? await Promise.all([
        findRoadmapRowsByCourse(db, userId, active.id),
        findCourseLessonSummaries(db, userId, active.id),
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
