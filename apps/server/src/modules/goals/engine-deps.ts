import type { FastifyRequest } from "fastify";

/** Per-user limits for AI-heavy routes, so one user cannot burn the AI budget. */
export function aiRateLimit(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      // After authentication, so the key is the user rather than the IP.
      hook: "preHandler" as const,
      keyGenerator: (request: FastifyRequest) =>
        `${request.method}:${request.routeOptions.url ?? request.url}:${request.userId || request.ip}`,
    },
  };
}
