import {
  StartStudySessionSchema,
  StudyNowSettingsSchema,
  StudySessionSchema,
  StudyStepParamsSchema,
  StudySummarySchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getStudyNowSettings,
  getStudySession,
  getStudySummary,
  setStudyNowSettings,
  settleStudyStep,
  startStudySession,
} from "./service.ts";

const doc = { tags: ["study-now"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });

/** /api/study-now: 'Study now', today's session of steps built from the plan and the learner model (issue 38). */
export const studySessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;
  app.get(
    "/study-now/settings",
    { schema: { ...doc, response: { 200: StudyNowSettingsSchema } } },
    (request) => getStudyNowSettings({ db, userId: request.userId }),
  );
  app.put(
    "/study-now/settings",
    { schema: { ...doc, body: StudyNowSettingsSchema, response: { 200: StudyNowSettingsSchema } } },
    (request) => setStudyNowSettings({ db, userId: request.userId, ...request.body }),
  );
  app.post(
    "/study-now",
    {
      schema: {
        ...doc,
        description:
          "Builds today's session for the goal (the active one by default), or answers today's unfinished one.",
        body: StartStudySessionSchema,
        response: { 200: StudySessionSchema },
      },
    },
    (request) =>
      startStudySession({
        db,
        userId: request.userId,
        goalId: request.body.goalId,
        timeZone: request.body.tz,
      }),
  );
  app.get(
    "/study-now/:id",
    { schema: { ...doc, params: IdParams, response: { 200: StudySessionSchema } } },
    (request) => getStudySession({ db, userId: request.userId, sessionId: request.params.id }),
  );
  app.get(
    "/study-now/:id/summary",
    {
      schema: {
        ...doc,
        description: "What changed since the session began: concepts that rose, reviews due tomorrow.",
        params: IdParams,
        response: { 200: StudySummarySchema },
      },
    },
    (request) => getStudySummary({ db, userId: request.userId, sessionId: request.params.id }),
  );
  for (const [action, as] of [
    ["skip", "skipped"],
    ["complete", "done"],
  ] as const)
    app.post(
      `/study-now/:id/steps/:n/${action}`,
      {
        schema: {
          ...doc,
          description:
            action === "skip"
              ? "Skips the session's current step."
              : "Completes the session's current step once the server sees its work done (409 otherwise).",
          params: StudyStepParamsSchema,
          response: { 200: StudySessionSchema },
        },
      },
      (request) =>
        settleStudyStep({
          db,
          userId: request.userId,
          sessionId: request.params.id,
          index: request.params.n,
          as,
        }),
    );
};
