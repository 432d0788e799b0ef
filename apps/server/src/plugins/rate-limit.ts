import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hashSecret, isApiTokenSecret } from "../lib/api-token-secrets.ts";

/**
 * Who a request is counted against: a personal access token or an app's token on its own (each
 * token has its own limits, wherever it is used from; ADR 0040), anyone else by address.
 */
export function rateLimitCaller(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
  return isApiTokenSecret(token) ? `token:${hashSecret(token).slice(0, 32)}` : request.ip;
}

/**
 * Per-route request limits for the API (never for static files), per client and route: counted in
 * this process by default, or in Redis when `redisUrl` is set so every instance shares them. No
 * request touches the database for this. Routes may override with `config: { rateLimit }`.
 * Answers carry the standard RateLimit-Limit / -Remaining / -Reset headers.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { maxPerMinute: number; redisUrl?: string },
): Promise<void> {
  // ioredis is loaded only when Redis is configured.
  const redis = options.redisUrl
    ? new (await import("ioredis")).Redis(options.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on("error", (error: Error) =>
      app.log.warn({ err: error.message }, "rate limit store (redis) unavailable"),
    );
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    // The API, the MCP server and the shared-course pages (each read from the database); not
    // static files or media.
    allowList: (request) =>
      !request.url.startsWith("/api/") && !request.url.startsWith("/share/") && !isMcpPath(request.url),
    max: options.maxPerMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    // One budget per client and route, not one shared by every route.
    keyGenerator: (request) =>
      `${request.method}:${request.routeOptions.url ?? request.url}:${rateLimitCaller(request)}`,
    ...(redis ? { redis, nameSpace: "brainy-rl:" } : {}),
    // A Redis hiccup must not lock users out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "RATE_LIMIT_EXCEEDED",
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

/** `/mcp`, with or without a query string. */
function isMcpPath(url: string): boolean {
  return url === "/mcp" || url.startsWith("/mcp?");
}
