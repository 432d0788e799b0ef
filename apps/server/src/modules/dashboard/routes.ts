import { DashboardQuerySchema, DashboardSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { isTimeZone } from "../pomodoro/index.ts";
import { getDashboard } from "./service.ts";

/** GET /api/dashboard: the home dashboard in one call, with a fixed number of queries. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        security: [{ bearerAuth: [] }],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    (request) => {
      const { tz } = request.query;
      if (tz !== undefined && !isTimeZone(tz)) {
        throw new AppError("VALIDATION_FAILED", "tz must be an IANA time zone such as Europe/London", {
          details: { issues: [{ path: "querystring.tz", message: "not a known time zone" }] },
        });
      }
      return getDashboard({ db: app.deps.db, userId: request.userId, timeZone: tz });
    },
  );
};
