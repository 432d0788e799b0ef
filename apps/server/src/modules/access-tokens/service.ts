import type { AccessToken, CreateAccessToken, CreatedAccessToken, TokenScope } from "@brainy/contract";
import { newApiTokenSecret } from "../../lib/api-token-secrets.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { UserOptions } from "../../lib/service-options.ts";
import { DAY_MS } from "../../lib/time.ts";
import { writeWithinLimit } from "../entitlements/index.ts";
import {
  type ApiTokenRow,
  countLivePersonalTokens,
  findConnectedApps,
  findPersonalTokens,
  insertApiToken,
  revokeGrant,
  revokePersonalToken,
} from "./repository.ts";

/** Personal access tokens that work at once, at most, per learner. */
export const MAX_LIVE_TOKENS = 50;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAccessToken(row: ApiTokenRow): AccessToken {
  return {
    id: row.id,
    kind: "personal",
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TokenScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/** GET /tokens: the learner's personal tokens (newest first), then their connected apps. */
export async function listAccessTokens({ db, userId }: UserOptions): Promise<AccessToken[]> {
  const [tokens, apps] = await Promise.all([findPersonalTokens(db, userId), findConnectedApps(db, userId)]);
  return [
    ...tokens.map(toAccessToken),
    ...apps.map((app) => ({
      id: app.id,
      kind: "app" as const,
      name: app.name,
      prefix: "",
      scopes: app.scopes as TokenScope[],
      createdAt: app.createdAt.toISOString(),
      expiresAt: iso(app.expiresAt),
      lastUsedAt: iso(app.lastUsedAt),
    })),
  ];
}

/** POST /tokens: a new personal token; its secret is in this answer only (its hash is kept). */
export async function createAccessToken(
  options: UserOptions & { input: CreateAccessToken },
): Promise<CreatedAccessToken> {
  const { db, userId, input } = options;
  const { secret, hash, prefix } = newApiTokenSecret("personal");
  // Counted and inserted under the learner's lock: 20 at once never pass the most allowed.
  const row = await writeWithinLimit(db, {
    userId,
    limit: MAX_LIVE_TOKENS,
    count: (tx) => countLivePersonalTokens(tx, userId),
    refuse: () =>
      new AppError(
        "CONFLICT",
        `You have ${MAX_LIVE_TOKENS} working tokens, the most allowed: revoke one you no longer use first.`,
      ),
    write: (tx) =>
      insertApiToken(tx, {
        userId,
        kind: "personal",
        name: input.name.trim(),
        tokenHash: hash,
        prefix,
        scopes: [...new Set(input.scopes)],
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      }),
  });
  return { token: toAccessToken(row), secret };
}

/**
 * DELETE /tokens/{id}: revokes a personal token, or disconnects an app (its grant and every token
 * under it). The next request with it answers 401 on every instance. Another learner's id is 404.
 */
export async function revokeAccessToken(options: UserOptions & { tokenId: string }): Promise<void> {
  const { db, userId, tokenId } = options;
  if (await revokePersonalToken(db, userId, tokenId)) return;
  const revoked = await db.transaction((tx) => revokeGrant(tx, tokenId, userId));
  if (!revoked) throw notFound("Token");
}
