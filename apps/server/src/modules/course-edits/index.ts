/**
 * The course-edits module's public surface: changing a course's sections and lessons while every
 * completed lesson, score and note stays (issue 28).
 */

export { claimLessonRewrite, restoreLessonBeforeRewrite } from "./repository.ts";
export { courseEditRoutes } from "./routes.ts";
