import { z } from "zod";
import { DateOnlySchema } from "./user.ts";

/** The time-zone query of GET /goals/{id}/plan: which local day is today (default UTC). */
export const StudyPlanQuerySchema = z.object({
  tz: z.string().max(64).optional().describe("IANA time zone of the learner, e.g. Europe/London"),
});

/** A lesson (or the part of one) planned in a slot. */
export const PlannedLessonSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  minutes: z.number().int().describe("Minutes of the lesson planned in this slot"),
  continued: z.boolean().describe("Begun in an earlier slot"),
});
export type PlannedLesson = z.infer<typeof PlannedLessonSchema>;

/** One occurrence of a weekly study slot and what it holds. */
export const PlanSlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  reviewMinutes: z.number().int().describe("Minutes of review cards due"),
  lessons: z.array(PlannedLessonSchema),
});
export type PlanSlot = z.infer<typeof PlanSlotSchema>;

/** A lesson completed on a day. */
export const DoneLessonSchema = z.object({ lessonId: z.string(), title: z.string() });

/** One local day of the plan: its slots (today on), and the lessons completed that day. */
export const PlanDaySchema = z.object({
  date: z.string().describe("YYYY-MM-DD in the learner's time zone"),
  slots: z.array(PlanSlotSchema),
  done: z.array(DoneLessonSchema),
});
export type PlanDay = z.infer<typeof PlanDaySchema>;

/** GET /goals/{id}/plan: the goal's dated plan. */
export const StudyPlanSchema = z.object({
  goalId: z.string(),
  timeZone: z.string(),
  today: z.string().describe("YYYY-MM-DD in the learner's time zone"),
  status: z.enum(["planned", "no-slots", "all-done", "too-long"]),
  targetDate: z.string().nullable().describe("YYYY-MM-DD, or null when none is set"),
  finishDate: z.string().nullable().describe("The day the last remaining lesson is planned to end"),
  meetsTarget: z.boolean().nullable().describe("Null without a target or a finish date"),
  weeklyMinutes: z.number().int(),
  remainingLessons: z.number().int(),
  remainingMinutes: z.number().int(),
  reviewsDue: z.number().int().describe("Review cards due by the end of today"),
  message: z.string().describe("'At your 3 hours a week you finish on 14 March, …'"),
  days: z
    .array(PlanDaySchema)
    .describe("From the earlier of this week's Monday and the month's first day to 62 days ahead"),
});
export type StudyPlan = z.infer<typeof StudyPlanSchema>;

/** PUT /goals/{id}/plan/target: set or clear (null) the goal's target date. */
export const PlanTargetRequestSchema = z.object({
  targetDate: DateOnlySchema.nullable().describe("YYYY-MM-DD, or null to clear"),
});
export type PlanTargetRequest = z.infer<typeof PlanTargetRequestSchema>;

/** GET /calendar-feed: whether the learner has a feed (its URL is shown once, when made). */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  timeZone: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /calendar-feed: make (or remake, revoking the old) the private feed. */
export const CreateCalendarFeedSchema = z.object({
  timeZone: z.string().max(64).describe("IANA time zone the study slots are read in"),
});

/** The new feed's private URL path: shown once, the server keeps only its hash. */
export const CalendarFeedCreatedSchema = z.object({
  path: z.string().describe("/api/calendar/<token>.ics"),
  createdAt: z.iso.datetime(),
  timeZone: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;
