import {
  OAuthAuthorizeQuerySchema,
  OAuthConsentSchema,
  OAuthDecisionSchema,
  OAuthRedirectSchema,
} from "@brainy/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { sessionOnly } from "../../plugins/auth.ts";
import { authRouteLimit } from "../auth/index.ts";
import { decideAuthorization, getConsent } from "./authorize.ts";
import { OAuthProtocolError } from "./errors.ts";
import { authorizationServerMetadata, oauthAddresses, protectedResourceMetadata } from "./metadata.ts";
import { registerClient } from "./register.ts";
import { exchangeToken, revokeAppToken } from "./token.ts";

/** Bearer-only endpoints (no cookies), so any origin may call them: browser-based MCP clients do. */
function allowAnyOrigin(reply: FastifyReply): void {
  reply.header("access-control-allow-origin", "*");
  reply.header("access-control-allow-headers", "authorization, content-type, mcp-protocol-version");
  reply.header("access-control-allow-methods", "GET, POST, OPTIONS");
}

/** Answers CORS preflights for the paths a plugin serves. */
function answerPreflights(app: FastifyInstance, paths: string[]): void {
  for (const url of paths)
    app.options(url, { schema: { hide: true } }, async (_request, reply) => {
      allowAnyOrigin(reply);
      return reply.code(204).send();
    });
}

/**
 * The discovery documents, at the site's root: RFC 9728 Protected Resource Metadata of the MCP
 * server (also path-inserted, `/.well-known/oauth-protected-resource/mcp`) and RFC 8414
 * Authorization Server Metadata. ADR 0040.
 */
export const oauthDiscoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const at = oauthAddresses(app.deps.config.PUBLIC_URL);
  const hide = { hide: true } as const;
  const resourcePaths = [
    "/.well-known/oauth-protected-resource",
    "/.well-known/oauth-protected-resource/mcp",
  ];
  for (const url of resourcePaths)
    app.get(url, { schema: hide }, async (_request, reply) => {
      allowAnyOrigin(reply);
      return reply.header("cache-control", "public, max-age=3600").send(protectedResourceMetadata(at));
    });
  app.get("/.well-known/oauth-authorization-server", { schema: hide }, async (_request, reply) => {
    allowAnyOrigin(reply);
    return reply.header("cache-control", "public, max-age=3600").send(authorizationServerMetadata(at));
  });
  answerPreflights(app, [...resourcePaths, "/.well-known/oauth-authorization-server"]);
};

const FormSchema = z.record(z.string(), z.string());

/**
 * /api/oauth/{register,token,revoke}: the protocol endpoints MCP clients call. Their errors are
 * OAuth's `{error, error_description}`; token answers are never cached.
 */
export const oauthProtocolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const _at = oauthAddresses(config.PUBLIC_URL);
  const limit = authRouteLimit(config.RATE_LIMIT_PER_MINUTE);
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook("onRequest", async (_request, reply) => {
    allowAnyOrigin(reply);
    reply.header("cache-control", "no-store");
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthProtocolError)
      return reply.status(error.status).send({ error: error.error, error_description: error.message });
    if (hasZodFastifySchemaValidationErrors(error))
      return reply
        .status(400)
        .send({ error: "invalid_request", error_description: "Send the parameters as a form." });
    const status =
      error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status < 500)
      return reply
        .status(status)
        .send({ error: "invalid_request", error_description: (error as Error).message });
    request.log.error({ err: error }, "oauth endpoint failed");
    return reply
      .status(500)
      .send({ error: "server_error", error_description: "Something went wrong on our side." });
  });

  const hide = { hide: true } as const;
  app.post("/oauth/register", { config: limit, schema: hide }, async (request, reply) =>
    reply.code(201).send(await registerClient({ db, metadata: request.body })),
  );
  app.post("/oauth/token", { config: limit, schema: { ...hide, body: FormSchema } }, async (request) =>
    exchangeToken({ db, form: request.body }),
  );
  app.post(
    "/oauth/revoke",
    { config: limit, schema: { ...hide, body: FormSchema } },
    async (request, reply) => {
      await revokeAppToken({ db, form: request.body });
      return reply.code(200).send({});
    },
  );
  answerPreflights(app, ["/oauth/register", "/oauth/token", "/oauth/revoke"]);
};

/**
 * /api/oauth/authorize: the consent screen's calls, for a signed-in session only (a token cannot
 * approve another app). GET checks the request and names what is asked; POST answers it.
 */
export const oauthConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRoute", sessionOnly);
  app.addHook("onRequest", app.authenticate);
  const { db, config } = app.deps;
  const at = oauthAddresses(config.PUBLIC_URL);
  const doc = { tags: ["oauth"], security: [{ bearerAuth: [] }] };
  app.get(
    "/oauth/authorize",
    {
      schema: {
        ...doc,
        description:
          "Checks an OAuth authorization request (the query Brainy's /oauth/authorize page received) and answers what the consent screen shows. An unknown app or unregistered redirect URI answers 400; other faults 400 with details.redirectTo, the app's redirect URI carrying the error.",
        querystring: OAuthAuthorizeQuerySchema,
        response: { 200: OAuthConsentSchema },
      },
    },
    (request) => getConsent({ db, at, query: request.query }),
  );
  app.post(
    "/oauth/authorize",
    {
      schema: {
        ...doc,
        description:
          "The learner's answer: approve sends the app a single-use code (60 s) bound to its PKCE challenge; deny sends access_denied. Answers where the browser goes next.",
        body: OAuthDecisionSchema,
        response: { 200: OAuthRedirectSchema },
      },
    },
    (request) => {
      const { approve, ...query } = request.body;
      return decideAuthorization({ db, at, userId: request.userId, query, approve });
    },
  );
};
