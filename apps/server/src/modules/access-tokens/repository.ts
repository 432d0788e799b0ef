import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { apiTokens, oauthClients, oauthGrants } from "../../db/schema/index.ts";

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A learner's personal access tokens not revoked (expired ones too), newest first. */
export function findPersonalTokens(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.kind, "personal"), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

/** How many personal tokens the learner has that still work. */
export async function countLivePersonalTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        eq(apiTokens.kind, "personal"),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The learner's connected apps: grants not revoked that still hold a working token, with the last
 * use of any of their tokens and when the last of them ends.
 */
export function findConnectedApps(db: DbOrTx, userId: string) {
  const live = and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`));
  return db
    .select({
      id: oauthGrants.id,
      name: oauthClients.name,
      scopes: oauthGrants.scopes,
      createdAt: oauthGrants.createdAt,
      expiresAt: sql<Date | null>`max(${apiTokens.expiresAt}) filter (where ${live})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      lastUsedAt: sql<Date | null>`max(${apiTokens.lastUsedAt})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .innerJoin(apiTokens, eq(apiTokens.grantId, oauthGrants.id))
    .where(and(eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)))
    .groupBy(oauthGrants.id, oauthClients.name)
    .having(sql`bool_or(${live})`)
    .orderBy(desc(oauthGrants.createdAt));
}

export async function insertApiToken(
  db: DbOrTx,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Revokes one of the learner's personal tokens; false when it is not theirs or already revoked. */
export async function revokePersonalToken(db: DbOrTx, userId: string, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        eq(apiTokens.userId, userId),
        eq(apiTokens.kind, "personal"),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * Revokes a grant and every token under it, in the caller's transaction; `userId` limits it to the
 * learner's own (a reused code or refresh token revokes by grant alone). False when none was live.
 */
export async function revokeGrant(db: DbOrTx, grantId: string, userId?: string): Promise<boolean> {
  const rows = await db
    .update(oauthGrants)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(oauthGrants.id, grantId),
        isNull(oauthGrants.revokedAt),
        userId ? eq(oauthGrants.userId, userId) : undefined,
      ),
    )
    .returning({ id: oauthGrants.id });
  if (rows.length === 0) return false;
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.grantId, grantId), isNull(apiTokens.revokedAt)));
  return true;
}

/** Revokes every token and app of the learner (a password reset). */
export async function revokeEverything(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(oauthGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)));
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}
