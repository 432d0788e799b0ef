import { DashboardSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getDashboard } from "./service.ts";

/** GET /api/dashboard: the home dashboard in one call, with a fixed number of queries. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/dashboard",
    { schema: { tags: ["dashboard"], security: [{ bearerAuth: [] }], response: { 200: DashboardSchema } } },
    (request) => getDashboard({ db: app.deps.db, userId: request.userId }),
  );
};
