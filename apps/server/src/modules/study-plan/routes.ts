import {
  CalendarFeedCreatedSchema,
  CalendarFeedStatusSchema,
  CreateCalendarFeedSchema,
  PlanTargetRequestSchema,
  StudyPlanQuerySchema,
  StudyPlanSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { isTimeZone } from "../pomodoro/index.ts";
import { writeStudyCalendar } from "./feed.ts";
import {
  createCalendarFeed,
  findFeedPlan,
  getCalendarFeedStatus,
  getStudyPlan,
  PLAN_DAYS_AHEAD,
  revokeCalendarFeed,
  setPlanTarget,
} from "./service.ts";

const doc = { tags: ["study-plan"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });

/** A time zone from the request, checked (400 naming the field). */
function checkedZone(tz: string | undefined, path: string): string | undefined {
  if (tz !== undefined && !isTimeZone(tz)) {
    throw new AppError("VALIDATION_FAILED", "tz must be an IANA time zone such as Europe/London", {
      details: { issues: [{ path, message: "not a known time zone" }] },
    });
  }
  return tz;
}

/** /api/goals/{id}/plan and /api/calendar-feed: the learner's dated plan and its calendar feed. */
export const studyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/goals/:id/plan",
    {
      schema: {
        ...doc,
        params: IdParams,
        querystring: StudyPlanQuerySchema,
        response: { 200: StudyPlanSchema },
      },
    },
    (request) =>
      getStudyPlan({
        db,
        userId: request.userId,
        goalId: request.params.id,
        timeZone: checkedZone(request.query.tz, "querystring.tz"),
      }),
  );
  app.put(
    "/goals/:id/plan/target",
    {
      schema: {
        ...doc,
        params: IdParams,
        querystring: StudyPlanQuerySchema,
        body: PlanTargetRequestSchema,
        response: { 200: StudyPlanSchema },
      },
    },
    (request) =>
      setPlanTarget({
        db,
        userId: request.userId,
        goalId: request.params.id,
        timeZone: checkedZone(request.query.tz, "querystring.tz"),
        targetDate: request.body.targetDate,
      }),
  );

  app.get("/calendar-feed", { schema: { ...doc, response: { 200: CalendarFeedStatusSchema } } }, (request) =>
    getCalendarFeedStatus({ db, userId: request.userId }),
  );
  app.post(
    "/calendar-feed",
    { schema: { ...doc, body: CreateCalendarFeedSchema, response: { 201: CalendarFeedCreatedSchema } } },
    async (request, reply) => {
      const timeZone = checkedZone(request.body.timeZone, "body.timeZone") ?? "UTC";
      return reply.status(201).send(await createCalendarFeed({ db, userId: request.userId, timeZone }));
    },
  );
  app.delete("/calendar-feed", { schema: doc }, async (request, reply) => {
    await revokeCalendarFeed({ db, userId: request.userId });
    return reply.status(204).send();
  });
};

const FeedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, "not a feed address") });

/** /api/calendar/{token}.ics: public by its secret token, for calendar apps (no auth header). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/calendar/:file",
    { schema: { tags: ["study-plan"], params: FeedParams } },
    async (request, reply) => {
      const token = request.params.file.slice(0, -".ics".length);
      const now = new Date();
      const { timeZone, plan, slots, uidPrefix, locale } = await findFeedPlan({ db, token, now });
      const text = writeStudyCalendar({
        slots,
        plan,
        timeZone,
        now,
        days: PLAN_DAYS_AHEAD,
        uidPrefix,
        locale,
      });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .send(text);
    },
  );
};
