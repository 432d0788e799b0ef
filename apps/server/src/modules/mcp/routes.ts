import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { isApiTokenSecret } from "../../lib/api-token-secrets.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ApiTokenActor, noteTokenUse, verifyApiToken } from "../../plugins/api-tokens.ts";
import { actAs } from "../../plugins/auth.ts";
import { oauthAddresses, sameResource } from "../oauth/index.ts";
import type { McpEndpoint } from "./handler.ts";

/**
 * `/mcp`: Brainy's MCP server (Streamable HTTP, the official SDK's `createMcpHandler`, stateless:
 * one server per request, so any instance answers any request; ADR 0040). Callers bring a personal
 * access token or an OAuth access token issued for this resource; without one they get a 401 whose
 * `WWW-Authenticate` names the Protected Resource Metadata (RFC 9728), where OAuth discovery starts.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const at = oauthAddresses(config.PUBLIC_URL);
  let endpoint: Promise<McpEndpoint> | undefined;
  const loadEndpoint = () => {
    endpoint ??= import("./handler.ts").then(({ createMcpEndpoint }) =>
      createMcpEndpoint({
        version: config.version,
        resource: at.resource,
        resourceMetadataUrl: at.resourceMetadataUrl,
        log: app.log,
      }),
    );
    return endpoint;
  };
  app.addHook("onClose", async () => {
    if (endpoint) await (await endpoint).close();
  });

  /** The caller of a request, or why it has none. */
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
    const mcp = await loadEndpoint();
    if (typeof actor === "string") return reply.send(mcp.challenge(actor));
    actAs(request, { userId: actor.userId, tier: actor.tier });
    noteTokenUse(db, actor, request.log);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string" && name !== "authorization") headers.set(name, value);
    const webRequest = new Request(new URL(request.url, at.issuer), { method: request.method, headers });
    const caller = { db, userId: actor.userId, tier: actor.tier, log: request.log };
    return reply.send(
      await mcp.serve(webRequest, request.body, {
        caller,
        tokenId: actor.tokenId,
        scopes: actor.scopes,
        expiresAt: actor.expiresAt,
      }),
    );
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
