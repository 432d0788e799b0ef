import { z } from "zod";

/** POST /api/lti/session: the web app trades a launch's one-time ticket for a session (ADR 0055). */
export const LtiSessionRequestSchema = z.object({
  ticket: z
    .string()
    .trim()
    .min(1, "The sign-in from your LMS is missing its ticket")
    .max(200)
    .describe("One-time ticket from an LTI launch's redirect (single use, 2 minutes)"),
});
export type LtiSessionRequest = z.infer<typeof LtiSessionRequestSchema>;

/** GET /api/lti/deep-links/{id}: the teacher's courses to choose from for their LMS course. */
export const LtiDeepLinkChoicesSchema = z.object({
  courses: z.array(z.object({ id: z.string(), title: z.string() })).describe("The teacher's own courses"),
});
export type LtiDeepLinkChoices = z.infer<typeof LtiDeepLinkChoicesSchema>;

/** POST /api/lti/deep-links/{id}: the course the teacher places in their LMS course. */
export const LtiDeepLinkRequestSchema = z.object({
  courseId: z.uuid().describe("One of the teacher's own courses"),
});
export type LtiDeepLinkRequest = z.infer<typeof LtiDeepLinkRequestSchema>;

/** The signed LtiDeepLinkingResponse, for the web app to post to the LMS's return address. */
export const LtiDeepLinkAnswerSchema = z.object({
  returnUrl: z.string().describe("The LMS's deep_link_return_url"),
  jwt: z.string().describe("The LtiDeepLinkingResponse, signed with Brainy's key"),
});
export type LtiDeepLinkAnswer = z.infer<typeof LtiDeepLinkAnswerSchema>;
