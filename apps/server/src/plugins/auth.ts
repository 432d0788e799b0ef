import { isProStatus } from "@brainy/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { subscriptions, users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { verifyAccessToken } from "../lib/tokens.ts";

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
    const periodOver = row.periodEnd !== null && row.periodEnd.getTime() <= Date.now();
    const isActive = row.status === "active" || (row.status === "canceled" && !periodOver);
    const tier = row.tier && isProStatus({ tier: row.tier as "pro", isActive }) ? "pro" : "free";
    request.userId = claims.userId;
    request.actor = { userId: claims.userId, tier };
  });
});
