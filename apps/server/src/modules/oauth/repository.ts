import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { apiTokens, oauthClients, oauthCodes, oauthGrants } from "../../db/schema/index.ts";
import { DAY_MS } from "../../lib/time.ts";

export type OAuthClientRow = typeof oauthClients.$inferSelect;
export type OAuthCodeRow = typeof oauthCodes.$inferSelect;

export async function insertClient(
  db: DbOrTx,
  values: typeof oauthClients.$inferInsert,
): Promise<OAuthClientRow> {
  const [row] = await db.insert(oauthClients).values(values).returning();
  return row!;
}

export async function findClient(db: DbOrTx, clientId: string): Promise<OAuthClientRow | undefined> {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
  return row;
}

/** Whether a PKCE challenge was ever sent with an approved request (each is accepted once). */
export async function challengeWasUsed(db: DbOrTx, codeChallenge: string): Promise<boolean> {
  const [row] = await db
    .select({ codeHash: oauthCodes.codeHash })
    .from(oauthCodes)
    .where(eq(oauthCodes.codeChallenge, codeChallenge));
  return row !== undefined;
}

/**
 * Stores a new code; false when its challenge was taken meanwhile (the unique index). Codes the
 * learner had that ended over 30 days ago go at the same time.
 */
export async function insertCode(db: DbOrTx, values: typeof oauthCodes.$inferInsert): Promise<boolean> {
  await db
    .delete(oauthCodes)
    .where(
      and(eq(oauthCodes.userId, values.userId), lt(oauthCodes.expiresAt, new Date(Date.now() - 30 * DAY_MS))),
    );
  const rows = await db
    .insert(oauthCodes)
    .values(values)
    .onConflictDoNothing({ target: oauthCodes.codeChallenge })
    .returning({ codeHash: oauthCodes.codeHash });
  return rows.length > 0;
}

/** Claims a code for its one exchange: unused and unexpired, else nothing. */
export async function claimCode(db: DbOrTx, codeHash: string): Promise<OAuthCodeRow | undefined> {
  const [row] = await db
    .update(oauthCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, sql`now()`)),
    )
    .returning();
  return row;
}

export async function findCode(db: DbOrTx, codeHash: string): Promise<OAuthCodeRow | undefined> {
  const [row] = await db.select().from(oauthCodes).where(eq(oauthCodes.codeHash, codeHash));
  return row;
}

export async function setCodeGrant(db: DbOrTx, codeHash: string, grantId: string): Promise<void> {
  await db.update(oauthCodes).set({ grantId }).where(eq(oauthCodes.codeHash, codeHash));
}

export async function insertGrant(db: DbOrTx, values: typeof oauthGrants.$inferInsert) {
  const [row] = await db.insert(oauthGrants).values(values).returning();
  return row!;
}

/** A refresh or access token by its hash, with its grant's client. */
export async function findGrantToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: apiTokens, clientId: oauthGrants.clientId, grant: oauthGrants })
    .from(apiTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, apiTokens.grantId))
    .where(eq(apiTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a refresh token exchanged (it never works again); false when it already was. */
export async function spendRefreshToken(db: DbOrTx, tokenId: string): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.kind, "refresh"), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * Deletes a grant's tokens that ended or were exchanged over a day ago (each refresh leaves two
 * behind); a spent refresh token is kept that day so its reuse is noticed.
 */
export async function deleteEndedTokens(db: DbOrTx, grantId: string): Promise<void> {
  const dayAgo = new Date(Date.now() - DAY_MS);
  await db
    .delete(apiTokens)
    .where(
      and(
        eq(apiTokens.grantId, grantId),
        or(lt(apiTokens.expiresAt, dayAgo), lt(apiTokens.revokedAt, dayAgo)),
      ),
    );
}
