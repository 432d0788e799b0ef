import { OutboxResponseSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOutboxMessages } from "./repository.ts";

/**
 * GET /api/dev/outbox: mails kept by the outbox provider, newest first. Registered only when
 * NODE_ENV is not production, so the route does not exist there at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.NODE_ENV === "production") return;
  app.get(
    "/dev/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Development only: emails the outbox mail provider kept",
        querystring: z.object({
          to: z.string().max(254).optional().describe("Only messages to this address"),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.deps.db, request.query);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
