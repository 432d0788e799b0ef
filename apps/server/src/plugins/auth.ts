import { isProStatus } from "@brainy/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { subscriptions, users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { verifyAccessToken } from "../lib/tokens.ts";
import { isPlanActive } from "../modules/subscriptions/plan-state.ts";

/** Who is calling: the user and the plan they act under, loaded once per request. */
export type Actor = { userId: string; tier: "free" | "pro" };

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated caller's id; set by `app.authenticate`. */
    userId: string;
    /** The caller and their effective plan; set by `app.authenticate`. */
    actor: Actor;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const EXPIRED = "Your session has expired. Please log in again.";

type CachedActor = { tokenVersion: number; tier: Actor["tier"]; until: number };
const MAX_CACHED = 10_000;

/**
 * Recently checked actors, for AUTH_CACHE_MS: a burst of requests from one user costs one query.
 * This instance forgets a user at once on logout, password change or plan change (forgetActor);
 * other instances within the same few seconds at most.
 */
const actorCaches = new WeakMap<object, Map<string, CachedActor>>();
function cacheOf(app: FastifyInstance): Map<string, CachedActor> {
  let cache = actorCaches.get(app.deps);
  if (!cache) {
    cache = new Map();
    actorCaches.set(app.deps, cache);
  }
  return cache;
}

/** Drops a user's cached actor (their tokens or plan just changed). */
export function forgetActor(app: FastifyInstance, userId: string): void {
  cacheOf(app).delete(userId);
}

/**
 * Bearer-token authentication: valid signature, not expired, token version still current, and
 * the plan (a canceled Pro plan counts until its period ends), all in one indexed query.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("userId", "");
  app.decorateRequest("actor", null as unknown as Actor);
  app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
    // Answers for a signed-in user are theirs alone: never cached by browsers or proxies.
    reply.header("cache-control", "no-store");
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError("UNAUTHORIZED", "Authentication required");
    const claims = await verifyAccessToken(app.deps.config.JWT_SECRET, token);
    if (!claims) throw new AppError("UNAUTHORIZED", EXPIRED);
    const cache = cacheOf(app);
    const cached = cache.get(claims.userId);
    if (cached && cached.until > Date.now()) {
      if (cached.tokenVersion !== claims.tokenVersion) throw new AppError("UNAUTHORIZED", EXPIRED);
      request.userId = claims.userId;
      request.actor = { userId: claims.userId, tier: cached.tier };
      return;
    }
    const [row] = await app.deps.db
      .select({
        tokenVersion: users.tokenVersion,
        tier: subscriptions.tier,
        status: subscriptions.status,
        periodEnd: subscriptions.currentPeriodEnd,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(eq(users.id, claims.userId));
    if (!row || row.tokenVersion !== claims.tokenVersion) throw new AppError("UNAUTHORIZED", EXPIRED);
    const isActive = row.status !== null && isPlanActive({ status: row.status, periodEnd: row.periodEnd });
    const tier = row.tier && isProStatus({ tier: row.tier as "pro", isActive }) ? "pro" : "free";
    const ttl = app.deps.config.AUTH_CACHE_MS;
    if (ttl > 0) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(claims.userId, { tokenVersion: row.tokenVersion, tier, until: Date.now() + ttl });
    }
    request.userId = claims.userId;
    request.actor = { userId: claims.userId, tier };
  });
});
