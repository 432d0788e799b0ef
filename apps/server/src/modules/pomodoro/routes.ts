import {
  POMODORO_DEFAULTS,
  PomodoroSessionRequestSchema,
  PomodoroSessionSchema,
  PomodoroSettingsSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { pomodoroSessions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { DAY_MS } from "../../lib/time.ts";
import { findSettings, insertSession, upsertSettings } from "./repository.ts";

const doc = { tags: ["pomodoro"], security: [{ bearerAuth: [] }] };
/** Clocks differ a little between the browser and the server. */
const CLOCK_SKEW_MS = 60_000;

const toSession = (row: typeof pomodoroSessions.$inferSelect) => ({
  id: row.id,
  completedAt: row.completedAt.toISOString(),
  duration: row.duration,
  notes: row.notes,
});

/** The focus timer's settings and finished sessions, each user's own. */
export const pomodoroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.get(
    "/pomodoro/settings",
    { schema: { ...doc, response: { 200: PomodoroSettingsSchema } } },
    async (request) => {
      const row = await findSettings(db, request.userId);
      return row
        ? {
            focusDuration: row.focusDuration,
            shortBreakDuration: row.shortBreakDuration,
            longBreakDuration: row.longBreakDuration,
            sessionsBeforeLongBreak: row.sessionsBeforeLongBreak,
          }
        : { ...POMODORO_DEFAULTS };
    },
  );
  app.post(
    "/pomodoro/settings",
    { schema: { ...doc, body: PomodoroSettingsSchema, response: { 200: PomodoroSettingsSchema } } },
    async (request) => {
      const row = await upsertSettings(db, request.userId, request.body);
      return {
        focusDuration: row.focusDuration,
        shortBreakDuration: row.shortBreakDuration,
        longBreakDuration: row.longBreakDuration,
        sessionsBeforeLongBreak: row.sessionsBeforeLongBreak,
      };
    },
  );
  app.post(
    "/pomodoro/session",
    { schema: { ...doc, body: PomodoroSessionRequestSchema, response: { 201: PomodoroSessionSchema } } },
    async (request, reply) => {
      const completedAt = new Date(request.body.completedAt);
      const now = Date.now();
      if (completedAt.getTime() > now + CLOCK_SKEW_MS) {
        throw new AppError("VALIDATION_FAILED", "completedAt cannot be in the future");
      }
      if (completedAt.getTime() < now - DAY_MS) {
        throw new AppError("VALIDATION_FAILED", "completedAt cannot be more than a day ago");
      }
      const row = await insertSession(db, request.userId, {
        completedAt,
        duration: request.body.duration,
        notes: request.body.notes,
      });
      return reply.status(201).send(toSession(row));
    },
  );
};
