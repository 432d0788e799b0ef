import type { PlannedCourse, RoadmapSection } from "@brainy/contract";
import type { AiCallContext, AiEngine } from "../../ai/engine.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { courses } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { findCourseRow, lockCourseRow } from "../courses/index.ts";
import {
  buildSectionRows,
  draftFirstLessons,
  draftSections,
  insertTreeRows,
  refreshCourseAndGoal,
} from "../curriculum/index.ts";
import { findCourseRows, findGoalRows } from "../goals/index.ts";
import { listConceptNames } from "../learner-model/index.ts";
import { findLearnerProfile } from "../users/index.ts";
import { toRoadmapSection } from "./mappers.ts";
import {
  bumpCourseVersion,
  countCompletedLessonsOfCourse,
  deleteCourseSections,
  findRoadmapRowsByCourse,
} from "./repository.ts";

type CourseRow = typeof courses.$inferSelect;

/** A course id of the caller, or a goal id of the caller (its active course, else its first). */
export async function resolveCourse(db: DbOrTx, userId: string, courseOrGoalId: string): Promise<CourseRow> {
  const course = await findCourseRow(db, userId, courseOrGoalId);
  if (course) return course;
  const ofGoal = await findCourseRows(db, userId, courseOrGoalId);
  const picked = ofGoal.find((c) => c.isActive) ?? ofGoal[0];
  if (!picked) throw notFound("Course");
  return picked;
}

/** 409 once a lesson of the course is completed: rewriting would throw away progress. */
async function assertNoProgress(db: DbOrTx, courseId: string): Promise<void> {
  if ((await countCompletedLessonsOfCourse(db, courseId)) > 0) {
    throw new AppError(
      "CONFLICT",
      "This course already has completed lessons, so its roadmap can no longer be rewritten.",
    );
  }
}

const toPlanned = (row: CourseRow): PlannedCourse => ({
  title: row.title,
  description: row.description,
  complexityLevel: row.complexityLevel,
  desiredDuration: row.desiredDuration,
  realisticDuration: row.realisticDuration,
  tags: row.tags,
});

/**
 * (Re)writes a course's roadmap: the selected topics as sections, or sections written by the AI,
 * plus the first section's lessons. Replaces the old sections in one transaction.
 */
export async function rewriteCourseRoadmap(options: {
  db: Db;
  ai: AiEngine;
  ctx: AiCallContext & { userId: string };
  courseOrGoalId: string;
  topics?: string[];
}): Promise<RoadmapSection[]> {
  const { db, ai, ctx } = options;
  const userId = ctx.userId;
  const course = await resolveCourse(db, userId, options.courseOrGoalId);
  await assertNoProgress(db, course.id);
  const [goal] = await findGoalRows(db, userId, course.goalId);
  const goalText = goal?.description ?? course.title;
  const profile = await findLearnerProfile(db, userId);
  const planned = toPlanned(course);
  const sections = await draftSections({
    ai,
    ctx,
    goal: goalText,
    profile,
    course: planned,
    topics: options.topics,
  });
  const firstLessons = await draftFirstLessons({
    ai,
    ctx,
    goal: goalText,
    courseTitle: course.title,
    sections,
    knownConcepts: await listConceptNames(db, userId, course.goalId),
  });
  const rows = buildSectionRows({
    userId,
    goalId: course.goalId,
    courseId: course.id,
    sections,
    firstLessons,
  });
  await db.transaction(async (tx) => {
    if (!(await lockCourseRow(tx, userId, course.id))) throw notFound("Course");
    await assertNoProgress(tx, course.id);
    await deleteCourseSections(tx, course.id);
    await insertTreeRows(tx, rows);
    await bumpCourseVersion(tx, course.id);
    await refreshCourseAndGoal(tx, course.id);
  });
  return (await findRoadmapRowsByCourse(db, userId, course.id)).map(toRoadmapSection);
}
