import { OutboxResponseSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { findUserEmail, listOutboxMessages } from "./repository.ts";

/**
 * GET /api/dev/outbox: the signed-in user's own mails kept by the outbox provider, newest first.
 * Registered only when NODE_ENV is not production, so the route does not exist there at all. It
 * holds password-reset links, so it never shows anyone else's mail, whatever address asks.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.NODE_ENV === "production") return;
  app.addHook("onRequest", app.authenticate);
  app.get(
    "/dev/outbox",
    {
      // It holds sign-in and reset links: a personal access token must not open a session with them.
      config: { tokenScope: "session" },
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ["dev"],
        summary: "Development only: emails the outbox mail provider kept",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => {
      const email = await findUserEmail(app.deps.db, request.userId);
      if (!email) throw new AppError("UNAUTHORIZED", "Authentication required");
      const rows = await listOutboxMessages(app.deps.db, { to: email, limit: request.query.limit });
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
