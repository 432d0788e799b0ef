import { SubscriptionStatusSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getSubscriptionStatus } from "./service.ts";

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/subscriptions/status",
    {
      schema: {
        tags: ["subscriptions"],
        security: [{ bearerAuth: [] }],
        response: { 200: SubscriptionStatusSchema },
      },
    },
    async (request) => getSubscriptionStatus(app.deps.db, request.userId),
  );
};
