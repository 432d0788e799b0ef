import { AccessTokenListSchema, CreateAccessTokenSchema, CreatedAccessTokenSchema } from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOnly } from "../../plugins/auth.ts";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "./service.ts";

const doc = { tags: ["tokens"], security: [{ bearerAuth: [] }] };
const IdParams = z.object({ id: z.uuid() });

/**
 * /api/tokens: Settings → Access tokens. A signed-in session only: a token cannot list, make or
 * revoke tokens (ADR 0040).
 */
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRoute", sessionOnly);
  app.addHook("onRequest", app.authenticate);
  const { db } = app.deps;

  app.get(
    "/tokens",
    {
      schema: {
        ...doc,
        description:
          "The learner's personal access tokens (never their secrets), then the apps connected through OAuth.",
        response: { 200: AccessTokenListSchema },
      },
    },
    (request) => listAccessTokens({ db, userId: request.userId }),
  );
  app.post(
    "/tokens",
    {
      schema: {
        ...doc,
        description:
          "Makes a personal access token for scripts and MCP clients: named, scoped (read: every GET; write: every other change; reviews: grading review cards) and expiring. Its secret is in this answer only. Use it as `Authorization: Bearer <secret>`.",
        body: CreateAccessTokenSchema,
        response: { 201: CreatedAccessTokenSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAccessToken({ db, userId: request.userId, input: request.body })),
  );
  app.delete(
    "/tokens/:id",
    {
      schema: {
        ...doc,
        description:
          "Revokes a personal token, or disconnects an app and every token it holds: the next request with it answers 401.",
        params: IdParams,
        response: { 204: z.null().describe("No content") },
      },
    },
    async (request, reply) => {
      await revokeAccessToken({ db, userId: request.userId, tokenId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
