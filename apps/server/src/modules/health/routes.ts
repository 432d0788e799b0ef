import { DEMO_AI_HINT, HealthResponseSchema } from "@brainy/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Db, databaseLost } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../plugins/errors.ts";

/** How long a successful database check answers for: load balancers poll often, the database is shared. */
export const HEALTH_CHECK_TTL_MS = 1000;

/**
 * How long a poll waits for the database's answer. An unreachable database that does not refuse
 * (a network partition, a paused container) would otherwise hang every poll until a balancer's own
 * check timeout (5 s in the README's HAProxy) took the instance out instead of reading our 503.
 */
export const HEALTH_CHECK_DEADLINE_MS = 3000;

/** `check`, or a failure that reads as an unreachable database (ETIMEDOUT) after `ms`. */
function withDeadline(check: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`The database did not answer within ${ms} ms`), { code: "ETIMEDOUT" }),
        ),
      ms,
    );
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * Checks the database at most once per HEALTH_CHECK_TTL_MS, however many polls arrive: concurrent
 * polls share one check, and a failed check is never reused. A database known lost (PGlite's
 * thread died) fails at once, whatever the last check said. A poll waits at most `deadlineMs` for
 * the check; a check still running is shared by the next polls, never started twice.
 */
export function createDatabaseProbe(
  db: Db,
  ttlMs = HEALTH_CHECK_TTL_MS,
  deadlineMs = HEALTH_CHECK_DEADLINE_MS,
): () => Promise<void> {
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
    return withDeadline(running, deadlineMs);
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
