import type { PlanTier } from "@brainy/contract";
import { isProStatus } from "@brainy/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { preparedPerDb } from "../db/prepared.ts";
import { dataOwnerScope } from "../db/read-memo.ts";
import { subscriptions, users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { isPlanActive } from "../lib/plan-state.ts";
import { verifyAccessToken } from "../lib/tokens.ts";

/** Who is calling: the user and the plan they act under, loaded once per request. */
export type Actor = { userId: string; tier: PlanTier };

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

type ActorFacts = { tokenVersion: number; tier: Actor["tier"] };
type CachedActor = ActorFacts & { until: number };
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
  pendingOf(app).delete(userId);
}

/** Lookups running now, per user: a burst of requests from one user shares one query. */
const pendingLookups = new WeakMap<object, Map<string, Promise<ActorFacts | undefined>>>();
function pendingOf(app: FastifyInstance): Map<string, Promise<ActorFacts | undefined>> {
  let pending = pendingLookups.get(app.deps);
  if (!pending) {
    pending = new Map();
    pendingLookups.set(app.deps, pending);
  }
  return pending;
}

/**
 * The user's token version and effective plan, from one indexed query shared by concurrent callers.
 * The answer is cached unless forgetActor ran meanwhile (it may predate a logout).
 */
function loadActor(app: FastifyInstance, userId: string): Promise<ActorFacts | undefined> {
  const pending = pendingOf(app);
  const running = pending.get(userId);
  if (running) return running;
  const lookup: Promise<ActorFacts | undefined> = queryActor(app, userId)
    .then((actor) => {
      const ttl = app.deps.config.AUTH_CACHE_MS;
      if (actor && ttl > 0 && pending.get(userId) === lookup) {
        const cache = cacheOf(app);
        if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
        cache.set(userId, { ...actor, until: Date.now() + ttl });
      }
      return actor;
    })
    .finally(() => {
      if (pending.get(userId) === lookup) pending.delete(userId);
    });
  pending.set(userId, lookup);
  return lookup;
}

const actorQuery = preparedPerDb((db) =>
  db
    .select({
      tokenVersion: users.tokenVersion,
      tier: subscriptions.tier,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("auth_actor"),
);

async function queryActor(app: FastifyInstance, userId: string): Promise<ActorFacts | undefined> {
  const [row] = await actorQuery(app.deps.db).execute({ userId });
  if (!row) return undefined;
  const isActive = row.status !== null && isPlanActive({ status: row.status, periodEnd: row.periodEnd });
  const tier = row.tier && isProStatus({ tier: row.tier as "pro", isActive }) ? "pro" : "free";
  return { tokenVersion: row.tokenVersion, tier };
}

function signedIn(request: FastifyRequest, actor: Actor): void {
  request.userId = actor.userId;
  request.actor = actor;
  const scope = dataOwnerScope.getStore();
  if (scope) scope.userId = actor.userId;
}

/**
 * Bearer-token authentication: valid signature, not expired, token version still current, and
 * the plan (a canceled Pro plan counts until its period ends), all in one indexed query.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  // Each request runs in its own scope, where a successful sign-in check names the user whose rows
  // its writes change (the PGlite read memo keeps other users' answers then).
  app.addHook("onRequest", (_request, _reply, done) => dataOwnerScope.run({}, done));
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
      signedIn(request, { userId: claims.userId, tier: cached.tier });
      return;
    }
    const actor = await loadActor(app, claims.userId);
    if (!actor || actor.tokenVersion !== claims.tokenVersion) throw new AppError("UNAUTHORIZED", EXPIRED);
    signedIn(request, { userId: claims.userId, tier: actor.tier });
  });
});
