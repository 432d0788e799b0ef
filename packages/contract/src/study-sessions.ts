import { z } from "zod";

/** The review cap of a 'Study now' session when the learner has not set one. */
export const DEFAULT_SESSION_REVIEW_CAP = 50;
/** Practice items on the weakest concept a session asks for. */
export const SESSION_PRACTICE_ITEMS = 3;

/** What a step of today's session is: in the order a session holds them. */
export const StudyStepKindSchema = z.enum(["reviews", "gap-fix", "lesson", "practice", "summary"]);
export type StudyStepKind = z.infer<typeof StudyStepKindSchema>;

/** Where a step stands. */
export const StudyStepStateSchema = z.enum(["pending", "done", "skipped"]);
export type StudyStepState = z.infer<typeof StudyStepStateSchema>;

/** One step of a 'Study now' session; the fields that do not belong to its kind are null. */
export const StudyStepSchema = z.object({
  index: z.number().int().describe("Its place in the session, from 0"),
  kind: StudyStepKindSchema,
  state: StudyStepStateSchema,
  target: z
    .number()
    .int()
    .nullable()
    .describe("reviews: cards to review (the due ones, capped); practice: items to answer"),
  lessonId: z.uuid().nullable().describe("gap-fix and lesson: the lesson"),
  lessonTitle: z.string().nullable(),
  mode: z
    .enum(["study", "test-out"])
    .nullable()
    .describe("lesson: study it, or test out of it when the model says it is likely known"),
  assessmentId: z.uuid().nullable().describe("gap-fix: the failed assessment whose gaps to fix"),
  conceptId: z.uuid().nullable().describe("practice: the weakest concept"),
  conceptName: z.string().nullable(),
  progress: z
    .number()
    .int()
    .nullable()
    .describe("reviews and practice: how many were done since the session began (the current step only)"),
  workDone: z
    .boolean()
    .describe("The current step's work is done, so completing it will be accepted (false for other steps)"),
});
export type StudyStep = z.infer<typeof StudyStepSchema>;

/** A 'Study now' session: today's ordered steps for the goal, kept on the server so it resumes anywhere. */
export const StudySessionSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  localDate: z.string().describe("YYYY-MM-DD: the learner's day it was built for"),
  timeZone: z.string(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  current: z.number().int().nullable().describe("The first pending step; null once every step is settled"),
  steps: z.array(StudyStepSchema),
});
export type StudySession = z.infer<typeof StudySessionSchema>;

/** POST /study-now: build today's session (or answer today's unfinished one). */
export const StartStudySessionSchema = z.object({
  goalId: z.uuid().optional().describe("The goal to study; the active goal when absent"),
  tz: z
    .string()
    .max(64)
    .optional()
    .describe("IANA time zone of the learner (which day is today); UTC when absent"),
});
export type StartStudySession = z.infer<typeof StartStudySessionSchema>;

/** The path of a step: /study-now/{id}/steps/{n}/… */
export const StudyStepParamsSchema = z.object({
  id: z.uuid(),
  n: z.coerce.number().int().min(0).max(20).describe("The step's index"),
});

/** GET /study-now/{id}/summary: what changed since the session began. */
export const StudySummarySchema = z.object({
  sessionId: z.uuid(),
  rose: z
    .array(
      z.object({
        conceptId: z.uuid(),
        name: z.string(),
        from: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .describe("Mastery when the session began; null: not yet practised"),
        to: z.number().min(0).max(1),
      }),
    )
    .describe("Concepts whose mastery rose since the session began, most first"),
  dueTomorrow: z.number().int().describe("Review cards due tomorrow"),
  done: z.number().int().describe("Steps done"),
  skipped: z.number().int().describe("Steps skipped"),
});
export type StudySummary = z.infer<typeof StudySummarySchema>;

/** GET/PUT /study-now/settings: how many due reviews a session takes at most. */
export const StudyNowSettingsSchema = z.object({
  reviewCap: z
    .number()
    .int()
    .min(5)
    .max(500)
    .describe("Due reviews a 'Study now' session takes at most (5-500)"),
});
export type StudyNowSettings = z.infer<typeof StudyNowSettingsSchema>;
