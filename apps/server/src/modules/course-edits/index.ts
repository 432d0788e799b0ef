/**
 * The course-edits module's public surface: changing a course's sections and lessons while every
 * completed lesson, score and note stays (issue 28).
 */

export type { CopyLink, SourceCourse } from "./copy-sync.ts";
export { syncCopyWithSource } from "./copy-sync.ts";
export { claimLessonRewrite, restoreLessonBeforeRewrite } from "./repository.ts";
export { courseEditRoutes } from "./routes.ts";
