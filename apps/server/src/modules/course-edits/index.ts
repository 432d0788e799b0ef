/**
 * The course-edits module's public surface: changing a course's sections and lessons while every
 * completed lesson, score and note stays (issue 28).
 */
export { courseEditRoutes } from "./routes.ts";
export { claimLessonRewrite, restoreLessonBeforeRewrite } from "./repository.ts";
