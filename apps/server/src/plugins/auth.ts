import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../db/schema/index.ts";
import { AppError } from "../lib/app-error.ts";
import { verifyAccessToken } from "../lib/tokens.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The authenticated caller's id; set by `app.authenticate`. */
    userId: string;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** Bearer-token authentication: valid signature, not expired, and token version still current. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("userId", "");
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError("UNAUTHORIZED", "Authentication required");
    const claims = await verifyAccessToken(app.deps.config.JWT_SECRET, token);
    if (!claims) throw new AppError("UNAUTHORIZED", "Your session has expired. Please log in again.");
    const [user] = await app.deps.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError("UNAUTHORIZED", "Your session has expired. Please log in again.");
    }
    request.userId = claims.userId;
  });
});
