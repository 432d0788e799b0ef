import { z } from "zod";
import { UsernameSchema } from "./auth.ts";
import { LearningLanguageSchema } from "./languages.ts";
import { LocaleSchema } from "./locales.ts";

/** Highest education degree. */
export const EducationDegreeSchema = z.enum([
  "HighSchool",
  "Associate",
  "Bachelor",
  "Master",
  "PhD",
  "Other",
]);
export type EducationDegree = z.infer<typeof EducationDegreeSchema>;

/** Display labels for the education degrees. */
export const EDUCATION_DEGREE_LABELS: Record<EducationDegree, string> = {
  HighSchool: "High School",
  Associate: "Associate",
  Bachelor: "Bachelor",
  Master: "Master",
  PhD: "PhD",
  Other: "Other",
};

/** Current status: 0 Unemployed, 1 Student, 2 Employed full-time. */
export const CurrentStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type CurrentStatus = z.infer<typeof CurrentStatusSchema>;

/** Display labels for the current status values. */
export const CURRENT_STATUS_LABELS: Record<CurrentStatus, string> = {
  0: "Unemployed",
  1: "Student",
  2: "Employed full-time",
};

/** Motivation: 0 Career growth, 1 Curiosity, 2 Change career, 3 Change life, 4 Other. */
export const MotivationSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);
export type Motivation = z.infer<typeof MotivationSchema>;

/** Display labels for the motivation values. */
export const MOTIVATION_LABELS: Record<Motivation, string> = {
  0: "Career growth",
  1: "Curiosity",
  2: "Change career",
  3: "Change life",
  4: "Other",
};

/** Select options ({value, label}) for forms. */
export const EDUCATION_DEGREE_OPTIONS = EducationDegreeSchema.options.map((value) => ({
  value,
  label: EDUCATION_DEGREE_LABELS[value],
}));
export const CURRENT_STATUS_OPTIONS = ([0, 1, 2] as const).map((value) => ({
  value,
  label: CURRENT_STATUS_LABELS[value],
}));
export const MOTIVATION_OPTIONS = ([0, 1, 2, 3, 4] as const).map((value) => ({
  value,
  label: MOTIVATION_LABELS[value],
}));

/** A calendar date written YYYY-MM-DD. */
export const DateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD")
  .refine((value) => parseDateOnly(value) !== null, "Please enter a valid date");

/** A time of day as stored: HH:MM:SS. */
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Use the format HH:MM:SS");
/** A time of day as sent: HH:MM or HH:MM:SS. */
const TimeInputSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Use the format HH:MM");

/** One weekly study slot as stored and returned. */
export const ScheduleEntrySchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6).describe("0 Sunday to 6 Saturday"),
  startTime: TimeSchema.describe("HH:MM:SS"),
  endTime: TimeSchema.describe("HH:MM:SS"),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** One weekly study slot as sent; times may be missing or HH:MM (see normalizeLearningSchedule). */
export const ScheduleEntryInputSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6).describe("0 Sunday to 6 Saturday"),
  startTime: TimeInputSchema.nullish().describe("HH:MM or HH:MM:SS; default 18:00:00"),
  endTime: TimeInputSchema.nullish().describe("HH:MM or HH:MM:SS; default 19:00:00"),
});
export type ScheduleEntryInput = z.infer<typeof ScheduleEntryInputSchema>;

/** Default study slot when only one end of it is given. */
export const DEFAULT_SCHEDULE_START = "18:00:00";
export const DEFAULT_SCHEDULE_END = "19:00:00";

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * Spec part 1 section 5: entries lacking both start and end times are dropped; HH:MM gets ':00';
 * a missing start or end takes the default 18:00:00 / 19:00:00. Sorted by day, then start.
 */
export function normalizeLearningSchedule(entries: readonly ScheduleEntryInput[]): ScheduleEntry[] {
  return entries
    .filter((entry) => Boolean(entry.startTime) || Boolean(entry.endTime))
    .map((entry) => ({
      dayOfWeek: entry.dayOfWeek,
      startTime: entry.startTime ? withSeconds(entry.startTime) : DEFAULT_SCHEDULE_START,
      endTime: entry.endTime ? withSeconds(entry.endTime) : DEFAULT_SCHEDULE_END,
    }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime));
}

/** GET /api/user and the answer of every profile update. */
export const UserSchema = z.object({
  id: z.string().describe("User id"),
  username: z.string(),
  email: z.string().describe("Read-only; cannot be changed"),
  firstName: z.string().nullable(),
  birthDate: z.string().nullable().describe("YYYY-MM-DD"),
  educationDegree: EducationDegreeSchema.nullable(),
  currentStatus: CurrentStatusSchema.nullable().describe("0 Unemployed, 1 Student, 2 Employed full-time"),
  motivation: MotivationSchema.nullable().describe(
    "0 Career growth, 1 Curiosity, 2 Change career, 3 Change life, 4 Other",
  ),
  interests: z.string().nullable(),
  aboutYourself: z.string().nullable(),
  learningPreferences: z.number().int().nullable().describe("Preferred learning style, a number"),
  learningSchedule: z.array(ScheduleEntrySchema).describe("Weekly study slots"),
  isInitialSetupCompleted: z.boolean().describe("False sends the user to /initial-setup"),
  goalDescription: z.string().nullable().describe("Description of the active goal, if any"),
  learningLanguage: LearningLanguageSchema,
  interfaceLocale: LocaleSchema.nullable()
    .optional()
    .describe("The interface language chosen by the learner; null follows the browser's languages"),
});
export type User = z.infer<typeof UserSchema>;

/** PUT /api/user/profile: only the fields sent change; null clears a field. */
export const UpdateProfileRequestSchema = z.object({
  username: UsernameSchema.optional(),
  email: z.string().optional().describe("Not changeable: a different email answers 400"),
  firstName: z.string().trim().max(100).nullish(),
  birthDate: DateOnlySchema.nullish().describe("YYYY-MM-DD; age must be 13 to 100"),
  educationDegree: EducationDegreeSchema.nullish(),
  currentStatus: CurrentStatusSchema.nullish(),
  motivation: MotivationSchema.nullish(),
  interests: z.string().max(2000).nullish(),
  aboutYourself: z.string().max(2000).nullish(),
  learningPreferences: z.number().int().min(0).max(100).nullish(),
  learningSchedule: z
    .array(ScheduleEntryInputSchema)
    .max(50)
    .nullish()
    .describe("Replaces the whole schedule"),
  isInitialSetupCompleted: z.boolean().optional().describe("Set true by the setup wizard's Finish"),
  learningLanguage: LearningLanguageSchema.optional(),
  interfaceLocale: LocaleSchema.nullish().describe("The interface language; null follows the browser"),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** PUT /api/user/education-degree */
export const EducationDegreeRequestSchema = z.object({ educationDegree: EducationDegreeSchema.nullable() });
export type EducationDegreeRequest = z.infer<typeof EducationDegreeRequestSchema>;

export const MIN_AGE = 13;
export const MAX_AGE = 100;
export const BIRTH_DATE_TOO_YOUNG = "Unfortunately, users younger than 13 years old cannot be registered.";
export const BIRTH_DATE_TOO_OLD = "Birth date seems not real. Please check your birth date.";
export const BIRTH_DATE_IN_FUTURE = "Birth date cannot be in the future.";
export const BIRTH_DATE_INVALID = "Please enter a valid birth date.";

type DateParts = { year: number; month: number; day: number };

/** Parses YYYY-MM-DD into parts, or null when it is not a real calendar date. */
export function parseDateOnly(value: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Today's calendar date in the caller's local time zone (a string is taken as YYYY-MM-DD). */
function toDateParts(today: Date | string): DateParts | null {
  if (typeof today === "string") return parseDateOnly(today);
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

/** Whole years between a birth date and today. */
export function ageOn(birth: DateParts, today: DateParts): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Validates a birth date (age 13 to 100, not in the future); returns the spec's message or null. */
export function checkBirthDate(date: string, today: Date | string = new Date()): string | null {
  const birth = parseDateOnly(date);
  const now = toDateParts(today);
  if (!birth || !now) return BIRTH_DATE_INVALID;
  const key = (d: DateParts) => d.year * 10_000 + d.month * 100 + d.day;
  if (key(birth) > key(now)) return BIRTH_DATE_IN_FUTURE;
  const age = ageOn(birth, now);
  if (age < MIN_AGE) return BIRTH_DATE_TOO_YOUNG;
  if (age > MAX_AGE) return BIRTH_DATE_TOO_OLD;
  return null;
}

/** Hours per week in a learning schedule, to one decimal, or undefined when there is none. */
export function weeklyHours(
  schedule: readonly { startTime: string; endTime: string }[] | null | undefined,
): number | undefined {
  const slots = schedule ?? [];
  if (!slots.length) return undefined;
  const minutes = slots.reduce((sum, slot) => {
    const [sh = 0, sm = 0] = slot.startTime.split(":").map(Number);
    const [eh = 0, em = 0] = slot.endTime.split(":").map(Number);
    return sum + Math.max(0, eh * 60 + em - (sh * 60 + sm));
  }, 0);
  return Math.round((minutes / 60) * 10) / 10;
}
