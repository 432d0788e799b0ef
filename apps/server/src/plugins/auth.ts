import type { PlanTier, TokenScope } from "@brainy/contract";
import { isProStatus } from "@brainy/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type BatchedLookup, batchedLookup } from "../db/batched-lookup.ts";
import { preparedPerDb } from "../db/prepared.ts";
import { dataOwnerScope } from "../db/read-memo.ts";
import { subscriptions, users } from "../db/schema/index.ts";
import type { Db } from "../db/types.ts";
import { isApiTokenSecret } from "../lib/api-token-secrets.ts";
import { AppError } from "../lib/app-error.ts";
import { isPlanActive } from "../lib/plan-state.ts";
import { verifyAccessToken } from "../lib/tokens.ts";
import { type ApiTokenActor, noteTokenUse, requiredScope, verifyApiToken } from "./api-tokens.ts";

/**
 * Who is calling: the user and the plan they act under, loaded once per request, and the interface
 * locale they chose (null or absent: the request's Accept-Language decides, lib/i18n).
 */
export type Actor = { userId: string; tier: PlanTier; locale?: string | null };

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated caller's id; set by `app.authenticate`. */
    userId: string;
    /** The caller and their effective plan; set by `app.authenticate`. */
    actor: Actor;
    /** The personal access token the request was made with; null for a signed-in session. */
    apiToken: ApiTokenActor | null;
  }
  interface FastifyContextConfig {
    /**
     * The scope a personal access token needs for this route (ADR 0040): by default `read` for GET
     * and `write` for other methods; `session` refuses tokens (account, billing, tokens themselves).
     */
    tokenScope?: TokenScope | "session";
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const EXPIRED = "Your session has expired. Please log in again.";
const MCP_ONLY =
  "This token was issued to an app for Brainy's MCP server (/mcp). Use a personal access token for the REST API.";

type ActorFacts = { tokenVersion: number; tier: Actor["tier"]; locale: string | null };
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
  const cache = cacheOf(app);
  cache.delete(userId);
  forgets.set(app.deps, (forgets.get(app.deps) ?? 0) + 1);
}

/**
 * How many times this app forgot an actor: a lookup's answer is cached only when none was
 * forgotten while it ran (it may predate a logout). Counted for all users at once: a forget is
 * rare, and a skipped cache costs one more lookup.
 */
const forgets = new WeakMap<object, number>();

/** Actor lookups per app: the users asked for in one turn of the event loop share one statement. */
const lookups = new WeakMap<object, BatchedLookup<ActorFacts>>();

/**
 * The user's token version and effective plan, from one indexed statement shared by the users
 * asked for in the same turn (sent after all of them asked, never one sent before: it could
 * predate a logout the client saw). The answer is cached unless forgetActor ran meanwhile.
 */
async function loadActor(app: FastifyInstance, userId: string): Promise<ActorFacts | undefined> {
  let lookup = lookups.get(app.deps);
  if (!lookup) {
    const db = app.deps.db;
    lookup = batchedLookup((userIds) => queryActors(db, userIds));
    lookups.set(app.deps, lookup);
  }
  const forgotten = forgets.get(app.deps) ?? 0;
  const actor = await lookup.load(userId);
  const ttl = app.deps.config.AUTH_CACHE_MS;
  if (actor && ttl > 0 && (forgets.get(app.deps) ?? 0) === forgotten) {
    const cache = cacheOf(app);
    cache.delete(userId);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(userId, { ...actor, until: Date.now() + ttl });
  }
  return actor;
}

const actorQuery = preparedPerDb((db) =>
  db
    .select({
      userId: users.id,
      tokenVersion: users.tokenVersion,
      locale: users.interfaceLocale,
      tier: subscriptions.tier,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder("userIds")}::uuid[])`)
    .prepare("auth_actors"),
);

async function queryActors(db: Db, userIds: string[]): Promise<Map<string, ActorFacts>> {
  const rows = await actorQuery(db).execute({ userIds });
  const actors = new Map<string, ActorFacts>();
  for (const row of rows) {
    const isActive = row.status !== null && isPlanActive({ status: row.status, periodEnd: row.periodEnd });
    const tier = row.tier && isProStatus({ tier: row.tier as "pro", isActive }) ? "pro" : "free";
    actors.set(row.userId, { tokenVersion: row.tokenVersion, tier, locale: row.locale });
  }
  return actors;
}

/**
 * Marks the request as made by `actor`: its id and plan, and the owner of its writes for the PGlite
 * read memo. `app.authenticate` calls it; so does /mcp, which checks its own bearer tokens.
 */
export function actAs(request: FastifyRequest, actor: Actor): void {
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
  app.decorateRequest("apiToken", null);
  app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
    // Answers for a signed-in user are theirs alone: never cached by browsers or proxies.
    reply.header("cache-control", "no-store");
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError("UNAUTHORIZED", "Authentication required");
    if (isApiTokenSecret(token)) {
      await signInWithApiToken(app, request, token);
      return;
    }
    const claims = await verifyAccessToken(app.deps.config.JWT_SECRET, token);
    if (!claims) throw new AppError("UNAUTHORIZED", EXPIRED);
    const cache = cacheOf(app);
    const cached = cache.get(claims.userId);
    if (cached && cached.until > Date.now()) {
      if (cached.tokenVersion !== claims.tokenVersion) throw new AppError("UNAUTHORIZED", EXPIRED);
      actAs(request, { userId: claims.userId, tier: cached.tier, locale: cached.locale });
      return;
    }
    const actor = await loadActor(app, claims.userId);
    if (!actor || actor.tokenVersion !== claims.tokenVersion) throw new AppError("UNAUTHORIZED", EXPIRED);
    actAs(request, { userId: claims.userId, tier: actor.tier, locale: actor.locale });
  });
});

/**
 * A personal access token on a REST route: valid (its row read on every request), and holding the
 * scope the route needs (403 naming it otherwise). An OAuth app's token is for the MCP server alone.
 */
async function signInWithApiToken(app: FastifyInstance, request: FastifyRequest, token: string) {
  const caller = await verifyApiToken({ db: app.deps.db, token });
  if (caller.kind !== "personal") throw new AppError("UNAUTHORIZED", MCP_ONLY);
  const scope = requiredScope(request);
  if (scope === "session")
    throw new AppError(
      "FORBIDDEN",
      "Access tokens cannot do this: sign in to Brainy to manage your account, plan and tokens.",
    );
  if (!caller.scopes.includes(scope))
    throw new AppError("FORBIDDEN", `This token does not have the "${scope}" scope this call needs.`, {
      details: { requiredScope: scope, tokenScopes: caller.scopes },
    });
  request.apiToken = caller;
  actAs(request, { userId: caller.userId, tier: caller.tier });
  noteTokenUse(app.deps.db, caller, request.log);
}

/**
 * An `onRoute` hook for a plugin whose routes a token may never call (billing, account, tokens):
 * `app.addHook("onRoute", sessionOnly)` before its routes.
 */
export function sessionOnly(route: { config?: object }): void {
  route.config = { ...route.config, tokenScope: "session" };
}
