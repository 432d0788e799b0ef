import { z } from "zod";

/** Bounds of the focus timer's settings, in minutes (sessions: a count). */
export const POMODORO_BOUNDS = {
  focusDuration: { min: 1, max: 60 },
  shortBreakDuration: { min: 1, max: 30 },
  longBreakDuration: { min: 1, max: 60 },
  sessionsBeforeLongBreak: { min: 1, max: 10 },
} as const;

export const POMODORO_DEFAULTS = {
  focusDuration: 25,
  shortBreakDuration: 5,
  longBreakDuration: 15,
  sessionsBeforeLongBreak: 4,
} as const;

const bounded = (key: keyof typeof POMODORO_BOUNDS, what: string) =>
  z
    .number()
    .int()
    .min(POMODORO_BOUNDS[key].min, `${what} must be at least ${POMODORO_BOUNDS[key].min}`)
    .max(POMODORO_BOUNDS[key].max, `${what} must be at most ${POMODORO_BOUNDS[key].max}`);

/** GET/POST /api/pomodoro/settings */
export const PomodoroSettingsSchema = z.object({
  focusDuration: bounded("focusDuration", "Focus length").describe("Minutes, 1 to 60"),
  shortBreakDuration: bounded("shortBreakDuration", "Short break").describe("Minutes, 1 to 30"),
  longBreakDuration: bounded("longBreakDuration", "Long break").describe("Minutes, 1 to 60"),
  sessionsBeforeLongBreak: bounded("sessionsBeforeLongBreak", "Sessions before a long break").describe(
    "1 to 10",
  ),
});
export type PomodoroSettings = z.infer<typeof PomodoroSettingsSchema>;

/** POST /api/pomodoro/session: one finished focus session. */
export const PomodoroSessionRequestSchema = z.object({
  completedAt: z.iso.datetime({ offset: true }).describe("ISO time the session ended"),
  duration: z
    .number()
    .int()
    .min(1)
    .max(4 * 60 * 60)
    .describe("Seconds of focus, 1 s to 4 h"),
  notes: z.string().max(2000).default(""),
});
export type PomodoroSessionRequest = z.input<typeof PomodoroSessionRequestSchema>;

export const PomodoroSessionSchema = z.object({
  id: z.uuid(),
  completedAt: z.string(),
  duration: z.number().int(),
  notes: z.string(),
});
export type PomodoroSession = z.infer<typeof PomodoroSessionSchema>;
