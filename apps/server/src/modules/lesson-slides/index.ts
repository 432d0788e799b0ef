/**
 * The lesson-slides module's public surface (issue 40, ADR 0045): a lesson as slides (PPTX, PDF)
 * and as a narrated video; what other modules and the composition root may use.
 */
export { lessonSlideRoutes } from "./routes.ts";
export { resumeAbandonedVideos } from "./service.ts";
export { makeLessonVideoJob } from "./video-work.ts";
