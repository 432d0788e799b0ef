import {
  type AuthInfo,
  bearerAuthChallengeResponse,
  createMcpHandler,
  OAuthError,
  OAuthErrorCode,
} from "@modelcontextprotocol/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { isApiTokenSecret } from "../../lib/api-token-secrets.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ApiTokenActor, noteTokenUse, verifyApiToken } from "../../plugins/api-tokens.ts";
import { actAs } from "../../plugins/auth.ts";
import { oauthAddresses, sameResource } from "../oauth/index.ts";
import type { McpCaller } from "./caller.ts";
import { createBrainyMcpServer } from "./server.ts";

/** What the MCP handler's factory reads back from the verified token. */
type CallerInfo = { caller: McpCaller };

/**
 * `/mcp`: Brainy's MCP server (Streamable HTTP, the official SDK's `createMcpHandler`, stateless:
 * one server per request, so any instance answers any request; ADR 0040). Callers bring a personal
 * access token or an OAuth access token issued for this resource; without one they get a 401 whose
 * `WWW-Authenticate` names the Protected Resource Metadata (RFC 9728), where OAuth discovery starts.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const at = oauthAddresses(config.PUBLIC_URL);
  const handler = createMcpHandler(
    (ctx) => {
      // /mcp passes every request's verified caller (serve, below): there is no unauthenticated call.
      const info = ctx.authInfo?.extra as CallerInfo | undefined;
      if (!info) throw new Error("MCP request without a verified caller");
      return createBrainyMcpServer(info.caller, config.version);
    },
    { onerror: (error) => app.log.warn({ err: error }, "MCP request refused") },
  );
  app.addHook("onClose", () => handler.close());

  const challenge = (reply: FastifyReply, message: string) =>
    reply.send(
      bearerAuthChallengeResponse(new OAuthError(OAuthErrorCode.InvalidToken, message), {
        resourceMetadataUrl: at.resourceMetadataUrl,
      }),
    );

  /** The caller of a request, or a reason it has none. */
  async function authenticate(request: FastifyRequest): Promise<ApiTokenActor | string> {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) return "Authentication required: sign in through OAuth or send a personal access token.";
    if (!isApiTokenSecret(token))
      return "Send a personal access token (Settings → Access tokens) or an OAuth access token.";
    try {
      const actor = await verifyApiToken({ db, token });
      if (actor.resource !== null && !sameResource(actor.resource, at.resource))
        return "This token was issued for another resource.";
      return actor;
    } catch (error) {
      if (error instanceof AppError && error.status === 401) return error.message;
      throw error;
    }
  }

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-expose-headers", "www-authenticate, mcp-session-id, mcp-protocol-version");
    reply.header("cache-control", "no-store");
    const actor = await authenticate(request);
    if (typeof actor === "string") return challenge(reply, actor);
    actAs(request, { userId: actor.userId, tier: actor.tier });
    noteTokenUse(db, actor, request.log);
    const caller: McpCaller = { db, userId: actor.userId, tier: actor.tier, log: request.log };
    const authInfo: AuthInfo = {
      token: "",
      clientId: actor.tokenId,
      scopes: actor.scopes,
      expiresAt: Math.floor(actor.expiresAt / 1000),
      resource: new URL(at.resource),
      resourceMetadataUrl: at.resourceMetadataUrl,
      extra: { caller } satisfies CallerInfo,
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string" && name !== "authorization") headers.set(name, value);
    const webRequest = new Request(new URL(request.url, at.issuer), { method: request.method, headers });
    const response = await handler.fetch(webRequest, {
      authInfo,
      ...(request.method === "POST" ? { parsedBody: request.body } : {}),
    });
    return reply.send(response);
  };

  const hide = { schema: { hide: true } };
  app.post("/mcp", hide, serve);
  app.get("/mcp", hide, serve);
  app.delete("/mcp", hide, serve);
  app.options("/mcp", hide, async (_request, reply) =>
    reply
      .header("access-control-allow-origin", "*")
      .header(
        "access-control-allow-headers",
        "authorization, content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id",
      )
      .header("access-control-allow-methods", "GET, POST, DELETE, OPTIONS")
      .code(204)
      .send(),
  );
};
