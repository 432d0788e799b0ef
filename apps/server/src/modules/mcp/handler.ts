import {
  type AuthInfo,
  bearerAuthChallengeResponse,
  createMcpHandler,
  OAuthError,
  OAuthErrorCode,
} from "@modelcontextprotocol/server";
import type { FastifyBaseLogger } from "fastify";
import type { McpCaller } from "./caller.ts";
import { createBrainyMcpServer } from "./server.ts";

/** What the MCP handler's factory reads back from the verified token. */
type CallerInfo = { caller: McpCaller };

/** The MCP endpoint: the SDK's stateless handler, and the 401 it answers without a caller. */
export type McpEndpoint = {
  /** Serves one request as `caller`, whose token carries `scopes` until `expiresAt` (ms). */
  serve(
    request: Request,
    body: unknown,
    who: { caller: McpCaller; tokenId: string; scopes: string[]; expiresAt: number },
  ): Promise<Response>;
  /** 401 `invalid_token` with `WWW-Authenticate` naming the Protected Resource Metadata (RFC 9728). */
  challenge(message: string): Response;
  close(): Promise<void>;
};

/**
 * Built on the first /mcp request (routes.ts imports this file then): a server that is never
 * asked for MCP never loads the SDK (about 12 MiB and 0.2 s of start-up).
 */
export function createMcpEndpoint(options: {
  version: string;
  resource: string;
  resourceMetadataUrl: string;
  log: FastifyBaseLogger;
}): McpEndpoint {
  const handler = createMcpHandler(
    (ctx) => {
      // /mcp passes every request's verified caller (routes.ts): there is no unauthenticated call.
      const info = ctx.authInfo?.extra as CallerInfo | undefined;
      if (!info) throw new Error("MCP request without a verified caller");
      return createBrainyMcpServer(info.caller, options.version);
    },
    { onerror: (error) => options.log.warn({ err: error }, "MCP request refused") },
  );
  return {
    serve(request, body, who) {
      const authInfo: AuthInfo = {
        token: "",
        clientId: who.tokenId,
        scopes: who.scopes,
        expiresAt: Math.floor(who.expiresAt / 1000),
        resource: new URL(options.resource),
        resourceMetadataUrl: options.resourceMetadataUrl,
        extra: { caller: who.caller } satisfies CallerInfo,
      };
      return handler.fetch(request, { authInfo, ...(request.method === "POST" ? { parsedBody: body } : {}) });
    },
    challenge: (message) =>
      bearerAuthChallengeResponse(new OAuthError(OAuthErrorCode.InvalidToken, message), {
        resourceMetadataUrl: options.resourceMetadataUrl,
      }),
    close: () => handler.close(),
  };
}
