import { type CourseOutline, ErrorReasons } from "@brainy/contract";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { listGoalSourceIds } from "../sources/index.ts";
import { findEditableCourse, findOutlineLessons, findOutlineSections } from "./repository.ts";

/** A course's outline (sections, lessons, edit version); 404 when the course is not the caller's. */
export async function readCourseOutline(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<CourseOutline> {
  const course = await findEditableCourse(db, userId, courseId);
  if (!course) throw notFound("Course");
  const [sections, lessonRows, sourceIds] = await Promise.all([
    findOutlineSections(db, course.id),
    findOutlineLessons(db, course.id),
    course.goalId ? listGoalSourceIds(db, userId, course.goalId) : [],
  ]);
  return {
    courseId: course.id,
    title: course.title,
    version: course.version,
    materialCount: sourceIds.length,
    sections: sections.map((section) => ({
      ...section,
      lessons: lessonRows
        .filter((lesson) => lesson.roadmapId === section.id)
        .map(({ roadmapId: _, assessed, ...lesson }) => ({
          ...lesson,
          generationStatus:
            lesson.generationStatus as CourseOutline["sections"][number]["lessons"][number]["generationStatus"],
          hasProgress: lesson.isCompleted || assessed,
        })),
    })),
  };
}

/** 409 for an edit made on another version of the course, carrying the current outline. */
export function staleCourse(course: CourseOutline): AppError {
  return new AppError(
    "CONFLICT",
    "This course was changed elsewhere (another tab?). Here is the current course: check it and try again.",
    { details: { reason: ErrorReasons.courseVersionStale, course } },
  );
}

/** 409 for an edit of a section whose lessons are being written. */
export function sectionGenerating(topic: string): AppError {
  return new AppError(
    "CONFLICT",
    `A lesson of "${topic}" is being written right now. Try this change again when it is done.`,
    { details: { reason: ErrorReasons.sectionGenerating } },
  );
}

/** 409 for 'Re-plan from my material' on a course whose goal has no sources. */
export function noGoalSources(): AppError {
  return new AppError(
    "CONFLICT",
    "This course's goal has no material yet. Attach your sources to the goal first ('Your material' on the goal), then re-plan.",
    { details: { reason: ErrorReasons.noGoalSources } },
  );
}

/** 409 for removing or rewriting what holds the learner's progress. */
export function hasProgress(message: string): AppError {
  return new AppError("CONFLICT", message, { details: { reason: ErrorReasons.hasProgress } });
}
