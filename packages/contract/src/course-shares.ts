import { z } from "zod";

/** The share token in a link: base64url of 32 random bytes (43 characters). */
export const ShareTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "not a share link")
  .describe("The share link's secret token");

/** A course's public share link, as its owner sees it. */
export const CourseShareSchema = z.object({
  token: ShareTokenSchema,
  path: z.string().describe("The public page's path, /share/<token>"),
  showName: z.boolean().describe("The page shows the owner's first name (or username)"),
  createdAt: z.iso.datetime(),
});
export type CourseShare = z.infer<typeof CourseShareSchema>;

/** GET /courses/{id}/share: the course's link, or null when it is not shared. */
export const CourseShareStatusSchema = z.object({ share: CourseShareSchema.nullable() });
export type CourseShareStatus = z.infer<typeof CourseShareStatusSchema>;

/** PUT /courses/{id}/share: shares the course (a new link if none) or changes the name opt-in. */
export const ShareCourseRequestSchema = z.object({
  showName: z.boolean().default(false).describe("Show the owner's first name (or username) on the page"),
});
export type ShareCourseRequest = z.infer<typeof ShareCourseRequestSchema>;

/** GET /shared-courses/{token}: what a visitor needs to decide to add a shared course. */
export const SharedCourseSummarySchema = z.object({
  title: z.string(),
  description: z.string(),
  sharedBy: z.string().nullable().describe("The owner's name, only when they opted in"),
  sectionCount: z.number().int(),
  lessonCount: z.number().int(),
  writtenLessonCount: z.number().int().describe("Lessons whose content is written (copied with it)"),
  coverUrl: z.string().nullable().describe("The cover through the share link, /share/<token>/cover"),
});
export type SharedCourseSummary = z.infer<typeof SharedCourseSummarySchema>;

/** POST /shared-courses/{token}/copy: the new goal holding the learner's own copy of the course. */
export const SharedCourseCopySchema = z.object({
  goalId: z.string(),
  courseId: z.string(),
});
export type SharedCourseCopy = z.infer<typeof SharedCourseCopySchema>;
