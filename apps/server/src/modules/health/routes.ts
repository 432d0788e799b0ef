import { DEMO_AI_HINT, HealthResponseSchema } from "@brainy/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Db, databaseLost } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../plugins/errors.ts";

/** How long a successful database check answers for: load balancers poll often, the database is shared. */
export const HEALTH_CHECK_TTL_MS = 1000;

/**
 * Checks the database at most once per HEALTH_CHECK_TTL_MS, however many polls arrive: concurrent
 * polls share one check, and a failed check is never reused. A database known lost (PGlite's
 * thread died) fails at once, whatever the last check said.
 */
export function createDatabaseProbe(db: Db, ttlMs = HEALTH_CHECK_TTL_MS): () => Promise<void> {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return () => {
    const lost = databaseLost(db);
    if (lost) return Promise.reject(lost);
    if (Date.now() - checkedAt < ttlMs) return Promise.resolve();
    running ??= db
      .execute(sql`select 1`)
      .then(() => {
        checkedAt = Date.now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** GET /api/health: ok when the database answered within the last second. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = createDatabaseProbe(app.deps.db);
  app.get("/health", { schema: { tags: ["health"], response: { 200: HealthResponseSchema } } }, async () => {
    try {
      await probe();
    } catch (error) {
      // The process is fine and the database is not: the same answer as any request gets then.
      throw new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, {
        headers: { "retry-after": "5" },
        cause: error,
      });
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
