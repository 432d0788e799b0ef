import { jwtVerify, SignJWT } from "jose";

export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 24 * 60 * 60;

export type TokenClaims = { userId: string; tokenVersion: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs an access token: 30 days with remember-me, 24 hours without. */
export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  ttlSeconds: number = SESSION_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

type VerifiedToken = { secret: string; claims: TokenClaims; expiresAt: number };
const MAX_VERIFIED = 10_000;

/**
 * Tokens whose signature was checked, until they expire: a signed-in user's requests then cost no
 * HMAC. Only valid tokens are kept (a forged one is checked every time); revocation is the token
 * version, which the caller checks on every request.
 */
const verified = new Map<string, VerifiedToken>();

/** Verifies the HS256 signature, a required expiry and a UUID subject; returns null for any invalid token. */
export async function verifyAccessToken(secret: string, token: string): Promise<TokenClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.expiresAt > Date.now()) return known.claims;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.sub !== "string" || !UUID.test(payload.sub)) return null;
    if (typeof payload.tv !== "number" || !Number.isInteger(payload.tv)) return null;
    const claims = { userId: payload.sub, tokenVersion: payload.tv };
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
    verified.set(token, { secret, claims, expiresAt: (payload.exp as number) * 1000 });
    return claims;
  } catch {
    return null;
  }
}
