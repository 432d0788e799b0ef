import {
  POMODORO_DEFAULTS,
  PomodoroSessionRequestSchema,
  PomodoroSessionSchema,
  PomodoroSettingsSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findSettings, upsertSettings } from "./repository.ts";
import { logFocusSession } from "./service.ts";

const doc = { tags: ["pomodoro"], security: [{ bearerAuth: [] }] };

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
    async (request, reply) =>
      reply.status(201).send(await logFocusSession({ db, userId: request.userId, session: request.body })),
  );
};
