import { z } from "zod";
import {
  ClassAssignmentSchema,
  ClassInviteSchema,
  ClassRoleSchema,
  StudentProgressSchema,
} from "./classes.ts";

/** Most addresses one emailed-invitation request may hold. */
export const MAX_INVITE_EMAILS = 50;
/** Invitation emails a teacher may send in 24 hours, across their classes. */
export const MAX_INVITE_EMAILS_PER_DAY = 200;

/** POST /classes/{id}/invites/email: students to invite by email (one link, valid 14 days). */
export const EmailInvitesRequestSchema = z.object({
  emails: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: "not an email address" })),
    )
    .min(1)
    .max(MAX_INVITE_EMAILS, { error: `At most ${MAX_INVITE_EMAILS} addresses at a time` })
    .describe("The students' email addresses; repeats are sent once"),
});
export type EmailInvitesRequest = z.infer<typeof EmailInvitesRequestSchema>;

/** What happened to each address: sent, already invited to this class in the last 24 h, over the day's limit, or the mail failed. */
export const EmailInviteStatusSchema = z.enum(["sent", "already_invited", "daily_limit", "failed"]);
export type EmailInviteStatus = z.infer<typeof EmailInviteStatusSchema>;

export const EmailInvitesResultSchema = z.object({
  invite: ClassInviteSchema.describe("The student invite whose link the emails hold"),
  results: z.array(z.object({ email: z.string(), status: EmailInviteStatusSchema })),
});
export type EmailInvitesResult = z.infer<typeof EmailInvitesResultSchema>;

/** POST /classes/{id}/assignments/{assignmentId}/nudges: who was emailed, who was nudged already in the last 24 h. */
export const NudgeResultSchema = z.object({
  nudged: z.array(z.object({ userId: z.string(), name: z.string() })),
  alreadyNudged: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type NudgeResult = z.infer<typeof NudgeResultSchema>;

/** GET /classes/{id}/me/export: everything the class holds about the caller, a student of it. */
export const ClassDataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  membership: z.object({
    classId: z.string(),
    className: z.string(),
    role: ClassRoleSchema,
    joinedAt: z.iso.datetime(),
  }),
  teacherSees: z.array(z.string()).describe("What the join preview said the teacher sees"),
  teacherNeverSees: z.array(z.string()),
  assignments: z.array(
    z.object({
      assignment: ClassAssignmentSchema,
      progress: StudentProgressSchema.nullable(),
      scores: z.array(
        z.object({
          lessonPosition: z.string(),
          lessonTitle: z.string(),
          score: z.number().int().nullable(),
          submittedAt: z.iso.datetime().nullable(),
          answers: z.array(
            z.object({
              questionIndex: z.number().int(),
              question: z.string(),
              answer: z.string(),
              points: z.number(),
              feedback: z.string().nullable(),
            }),
          ),
        }),
      ),
      overrides: z.array(
        z.object({
          lessonTitle: z.string(),
          questionIndex: z.number().int(),
          points: z.number(),
          comment: z.string(),
          by: z.string(),
          at: z.iso.datetime(),
        }),
      ),
    }),
  ),
  announcements: z.array(z.object({ body: z.string(), createdAt: z.iso.datetime() })),
});
export type ClassDataExport = z.infer<typeof ClassDataExportSchema>;
