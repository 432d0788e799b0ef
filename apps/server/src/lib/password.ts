import { argon2id, hash, needsRehash, verify } from "argon2";

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong yet quick on small hosts. */
export const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the encoded result holds the salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters and should be replaced after login. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    return needsRehash(passwordHash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for logins with an unknown email, so the answer
 * time does not reveal whether an account exists. Always resolves false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that matches nothing");
  await verifyPassword(await dummyHash, password);
  return false;
}
