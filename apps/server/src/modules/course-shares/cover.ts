/**
 * The cover a shared course shows when it has none of its own: drawn from what the owner shared
 * (the course's title) by the demo cover drawer, never the goal's cover, whose picture and label
 * come from the goal's private description (issue 43). Deterministic per course, so a reader's
 * browser and a link preview see the same picture; no AI call, a few milliseconds.
 */
export async function drawSharedCourseCover(course: { courseId: string; title: string }): Promise<string> {
  // Imported on first use: the drawer brings the demo AI's topic reading with it.
  const { drawDemoCover } = await import("../../ai/images/demo-cover.ts");
  return drawDemoCover({ prompt: course.title, title: course.title, seed: course.courseId }, course.title);
}
