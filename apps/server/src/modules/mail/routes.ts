import { OutboxResponseSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { listOutboxMessages } from "./repository.ts";

/**
 * GET /api/dev/outbox: mails kept by the outbox provider, newest first. Registered only when
 * NODE_ENV is not production, so the route does not exist there at all. It holds password-reset
 * links, so even in development it answers only clients on this machine (loopback), never a
 * visitor of a server someone started without NODE_ENV=production.
 */
const isLoopback = (ip: string) => ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");

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
      if (!isLoopback(request.ip)) throw new AppError("NOT_FOUND", `Route GET /api/dev/outbox not found`);
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
