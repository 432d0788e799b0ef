import { DEMO_AI_HINT, HealthResponseSchema } from "@brainy/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";

/** GET /api/health: answers after a round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/health", { schema: { tags: ["health"], response: { 200: HealthResponseSchema } } }, async () => {
    try {
      await app.deps.db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError("INTERNAL", "Database unavailable", { status: 503, cause: error });
    }
    return {
      status: "ok" as const,
      db: app.deps.dbKind,
      version: app.deps.config.version,
      aiProvider: app.deps.ai.provider,
      ...(app.deps.ai.provider === "demo" ? { aiHint: DEMO_AI_HINT } : {}),
    };
  });
};
