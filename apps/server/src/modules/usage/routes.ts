import { UsageSummarySchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getUsageSummary } from "./service.ts";

/** GET /api/usage: the caller's own AI usage this month and today, with their plan's limits. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/usage",
    {
      schema: {
        tags: ["user"],
        security: [{ bearerAuth: [] }],
        summary: "The caller's AI usage this month and today, and the plan's limits (Settings → Usage)",
        response: { 200: UsageSummarySchema },
      },
    },
    async (request) =>
      getUsageSummary({
        db: app.deps.db,
        userId: request.actor.userId,
        tier: request.actor.tier,
        budgets: { free: app.deps.config.AI_DAILY_TOKENS_FREE, pro: app.deps.config.AI_DAILY_TOKENS_PRO },
      }),
  );
};
