import type { PlanTier, TokenScope } from "@brainy/contract";
import { isProStatus } from "@brainy/contract";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { type BatchedLookup, batchedLookup } from "../db/batched-lookup.ts";
import { preparedPerDb } from "../db/prepared.ts";
import { apiTokens, oauthGrants, subscriptions } from "../db/schema/index.ts";
import type { Db } from "../db/types.ts";
import { hashSecret } from "../lib/api-token-secrets.ts";
import { AppError } from "../lib/app-error.ts";
import { isPlanActive } from "../lib/plan-state.ts";

/** A request made with a personal access token or an OAuth app's access token. */
export type ApiTokenActor = {
  tokenId: string;
  userId: string;
  tier: PlanTier;
  kind: "personal" | "access";
  scopes: TokenScope[];
  /** When the token stops working (ms since the epoch). */
  expiresAt: number;
  /** The RFC 8707 resource an app's token was issued for; null for a personal token (any). */
  resource: string | null;
  /** Its last use as stored (ms since the epoch), or null. */
  lastUsedAt: number | null;
};

type TokenRow = {
  tokenHash: string;
  tokenId: string;
  userId: string;
  kind: "personal" | "access" | "refresh";
  scopes: string[];
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  resource: string | null;
  tier: string | null;
  status: string | null;
  periodEnd: Date | null;
};

/** How often a token's last-used time is written, at most: the list shows it to the minute. */
export const LAST_USED_EVERY_MS = 60_000;

const tokenQuery = preparedPerDb((db) =>
  db
    .select({
      tokenHash: apiTokens.tokenHash,
      tokenId: apiTokens.id,
      userId: apiTokens.userId,
      kind: apiTokens.kind,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      resource: oauthGrants.resource,
      tier: subscriptions.tier,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(apiTokens)
    .leftJoin(oauthGrants, eq(oauthGrants.id, apiTokens.grantId))
    .leftJoin(subscriptions, eq(subscriptions.userId, apiTokens.userId))
    .where(sql`${apiTokens.tokenHash} = any(${sql.placeholder("hashes")}::text[])`)
    .prepare("api_token_actors"),
);

/**
 * Token lookups per database: the tokens asked for in one turn of the event loop share one indexed
 * statement (ADR 0029), sent after all of them asked. Nothing is cached between requests, so a
 * revocation committed on any instance answers 401 from the next request.
 */
const lookups = new WeakMap<Db, BatchedLookup<TokenRow>>();
function lookupOf(db: Db): BatchedLookup<TokenRow> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = batchedLookup(async (hashes) => {
      const rows = await tokenQuery(db).execute({ hashes });
      return new Map(rows.map((row) => [row.tokenHash, row as TokenRow]));
    });
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The caller a token stands for, or a 401 naming why: unknown or revoked, expired, or a refresh
 * token presented as a bearer.
 */
export async function verifyApiToken(options: { db: Db; token: string }): Promise<ApiTokenActor> {
  const { db, token } = options;
  const row = await lookupOf(db).load(hashSecret(token));
  if (!row || row.revokedAt !== null || row.kind === "refresh")
    throw new AppError("UNAUTHORIZED", "This access token is not valid: it was revoked or never existed.");
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError("UNAUTHORIZED", "This access token has expired. Make a new one in Settings.");
  const isActive = row.status !== null && isPlanActive({ status: row.status, periodEnd: row.periodEnd });
  const tier: PlanTier = row.tier && isProStatus({ tier: row.tier as "pro", isActive }) ? "pro" : "free";
  return {
    tokenId: row.tokenId,
    userId: row.userId,
    tier,
    kind: row.kind as ApiTokenActor["kind"],
    scopes: row.scopes as TokenScope[],
    expiresAt: row.expiresAt.getTime(),
    resource: row.resource,
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  };
}

/**
 * Writes the token's last use when the one stored is a minute old or more: one conditional update
 * per token per minute (another instance's concurrent write makes this one a no-op), never one per
 * request. Not awaited: the request does not wait on it, and a failure is only logged. Call it once
 * the request is signed in, so the PGlite read memo sees the write as the caller's own.
 */
export function noteTokenUse(db: Db, row: ApiTokenActor, log: FastifyBaseLogger): void {
  const now = Date.now();
  if (row.lastUsedAt !== null && now - row.lastUsedAt < LAST_USED_EVERY_MS) return;
  const stale = new Date(now - LAST_USED_EVERY_MS);
  db.update(apiTokens)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(apiTokens.id, row.tokenId),
        eq(apiTokens.userId, row.userId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale)),
      ),
    )
    .then(
      () => {},
      (error: unknown) => log.warn({ err: error }, "could not note a token's last use"),
    );
}

/**
 * The scope a route needs from a token: its `tokenScope` config, else `read` for GET and HEAD and
 * `write` for anything else. `session`: tokens are refused (account, billing, token management).
 */
export function requiredScope(request: FastifyRequest): TokenScope | "session" {
  const configured = request.routeOptions.config.tokenScope;
  if (configured) return configured;
  return request.method === "GET" || request.method === "HEAD" ? "read" : "write";
}
