import { createHash, randomBytes } from "node:crypto";

/**
 * The secrets of bearer tokens that are not sessions (ADR 0040): a personal access token, an OAuth
 * app's access or refresh token. Each is a kind prefix and 256 random bits, so one is told from a
 * session JWT (which has dots) and from each other without the database, and secret scanners can
 * spot a leaked one. Only the SHA-256 of a secret is stored.
 */
export const API_TOKEN_PREFIXES = {
  personal: "brainy_pat_",
  access: "brainy_at_",
  refresh: "brainy_rt_",
} as const;
export type ApiTokenKind = keyof typeof API_TOKEN_PREFIXES;

const SECRET = /^brainy_(pat|at|rt)_[A-Za-z0-9_-]{43}$/;

/** True for a string shaped like one of these secrets (not whether it is valid). */
export function isApiTokenSecret(token: string): boolean {
  return SECRET.test(token);
}

/** Hex SHA-256 of a secret (the tokens' and codes' lookup key). */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A new secret of a kind, its hash and the prefix Settings shows (the kind and 4 characters). */
export function newApiTokenSecret(kind: ApiTokenKind): { secret: string; hash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIXES[kind]}${randomBytes(32).toString("base64url")}`;
  return { secret, hash: hashSecret(secret), prefix: secret.slice(0, API_TOKEN_PREFIXES[kind].length + 4) };
}

/** A new random string of 256 bits (authorization codes). */
export function newRandomSecret(): string {
  return randomBytes(32).toString("base64url");
}
