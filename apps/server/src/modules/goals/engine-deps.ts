import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AiCallContext } from "../../ai/engine.ts";
import { getUserTier } from "../subscriptions/service.ts";

/** The caller's AI context: Pro users get the best model (AI_MODEL_PRO). */
export async function readAiContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AiCallContext & { userId: string }> {
  return { userId: request.userId, tier: await getUserTier(app.deps.db, request.userId) };
}

/** Per-user limits for AI-heavy routes, so one user cannot burn the AI budget. */
export function aiRateLimit(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      // After authentication, so the key is the user rather than the IP.
      hook: "preHandler" as const,
      keyGenerator: (request: FastifyRequest) => request.userId || request.ip,
    },
  };
}
