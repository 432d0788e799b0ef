import { randomUUID } from "node:crypto";
import { and, desc, gt, isNull, or } from "drizzle-orm";
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { DbOrTx } from "../../db/client.ts";
import { ltiKeys } from "../../db/schema/index.ts";

/** How long a rotated-out key stays in the published key set: longer than any token it signed lives. */
export const RETIRED_KEY_KEPT_MS = 7 * 86_400_000;

/** Makes a new RS256 key and retires the current one (kept for verification for RETIRED_KEY_KEPT_MS). */
export async function rotateSigningKey(db: DbOrTx): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
  const now = new Date();
  await db
    .update(ltiKeys)
    .set({ retiredAt: now, expiresAt: new Date(now.getTime() + RETIRED_KEY_KEPT_MS) })
    .where(isNull(ltiKeys.retiredAt));
  await db.insert(ltiKeys).values({ kid, privateJwk, publicJwk });
  return kid;
}

/** The key Brainy signs with (made on first use). */
export async function currentSigningKey(db: DbOrTx) {
  const find = () =>
    db.select().from(ltiKeys).where(isNull(ltiKeys.retiredAt)).orderBy(desc(ltiKeys.createdAt)).limit(1);
  let [row] = await find();
  if (!row) {
    await rotateSigningKey(db);
    [row] = await find();
  }
  return { kid: row!.kid, key: await importJWK(row!.privateJwk as JWK, "RS256") };
}

/** The published key set: the current key and retired ones not yet expired. */
export async function publicKeySet(db: DbOrTx): Promise<{ keys: JWK[] }> {
  const rows = await db
    .select({ publicJwk: ltiKeys.publicJwk })
    .from(ltiKeys)
    .where(or(isNull(ltiKeys.retiredAt), and(gt(ltiKeys.expiresAt, new Date()))));
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}
