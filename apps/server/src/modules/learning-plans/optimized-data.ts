import { ErrorReasons, type LearningPlanData, type LessonSummary } from "@brainy/contract";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { deriveOnce } from "../../lib/shared-answers.ts";
import { groupStats } from "../curriculum/index.ts";
import { toCourse, toGoalSummary } from "../goals/index.ts";
import { findLikelyKnownLessons } from "../learner-model/index.ts";
import { toLessonSummary } from "../lessons/index.ts";
import { toRoadmapSection } from "../roadmaps/index.ts";
import { findLearningPlanFacts } from "./repository.ts";

/**
 * GET /learningplan/optimized-data[/{courseId}]: the courses screen in one answer, from one statement
 * whatever the number of courses, sections and lessons, and the goal's kept concept map (which
 * lessons the learner likely knows, issue 38).
 */
export async function getLearningPlanData(options: {
  db: Db;
  userId: string;
  courseId?: string;
}): Promise<LearningPlanData> {
  const { db, userId, courseId } = options;
  const facts = await findLearningPlanFacts(db, userId, courseId);
  if (!facts.user) throw notFound("User");
  if (!facts.goal)
    throw courseId
      ? notFound("Course")
      : new AppError("NOT_FOUND", "No active goal found", { details: { reason: ErrorReasons.noActiveGoal } });
  // Which lessons are likely known is the answer's variant: the screen is derived once per facts and set.
  const likelyKnown = await findLikelyKnownLessons({ db, userId, goalId: facts.goal.id });
  return deriveOnce("courses-screen", facts, toLearningPlanData, likelyKnown.sort().join(","));
}

type PlanFacts = Awaited<ReturnType<typeof findLearningPlanFacts>>;

/** The courses screen's answer from its facts (a user and a goal were found) and the likely known lessons (ids, comma-separated). */
function toLearningPlanData(facts: PlanFacts, likelyKnown: string): LearningPlanData {
  const known = new Set(likelyKnown ? likelyKnown.split(",") : []);
  const { user, goal, courseRows, stats, shownCourseId, sectionRows, lessonRows } = facts;
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
    user: user!,
    goal: toGoalSummary(goal!, stats),
    activeCourseId: shownCourseId,
    courses: courseRows.map((c) => toCourse(c, statsByCourse.get(c.id) ?? [])),
    roadmaps: sectionRows.map(toRoadmapSection),
    lessonsForRoadmaps,
    firstUncompletedLessonRoadmapId: firstUncompleted?.roadmapId ?? null,
    firstUncompletedLesson: firstUncompleted,
    likelyKnownLessonIds: lessonRows.filter((l) => !l.isCompleted && known.has(l.id)).map((l) => l.id),
  };
}
