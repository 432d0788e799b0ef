import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { loginLinkTokens, passwordResetTokens, users } from "../../db/schema/index.ts";

const credentialColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
  /** The interface locale the learner chose (null: the request's languages decide); emails use it. */
  interfaceLocale: users.interfaceLocale,
};

/** The account with this email, compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/** Inserts an account; undefined when the email is already taken (also under a concurrent insert). */
export async function insertUser(
  db: DbOrTx,
  values: {
    username: string;
    email: string;
    passwordHash: string;
    learningLanguage?: string;
    interfaceLocale?: string | null;
  },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(credentialColumns);
  return row;
}

/** Revokes every token of the user by bumping the version they carry. */
export async function bumpTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Replaces the password hash; with `revoke` every current token stops working too. */
export async function updatePasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  options: { revoke: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: new Date(),
      ...(options.revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

/** Stores a reset token's hash with its expiry. */
export async function insertResetToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The username and email of an unused, unexpired reset token's owner, without spending it. */
export async function findResetTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Spends a reset token atomically: marks it used only if unused and unexpired, so two concurrent
 * uses cannot both succeed. Returns the owner's id and email, or undefined.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  return user;
}

/** Voids every other open reset token of the user (after a successful reset). */
export async function voidResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Stores a sign-in link token's hash with its expiry. */
export async function insertLoginLinkToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginLinkTokens).values(values);
}

/**
 * Spends a sign-in link token atomically (only if unused and unexpired, so two concurrent uses
 * cannot both sign in) and voids the owner's other open links. Returns the owner, or undefined.
 */
export async function consumeLoginLinkToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(loginLinkTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginLinkTokens.tokenHash, tokenHash),
        isNull(loginLinkTokens.usedAt),
        gt(loginLinkTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginLinkTokens.userId });
  if (!row) return undefined;
  await voidLoginLinkTokens(db, row.userId);
  const [user] = await db
    .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, row.userId));
  return user;
}

/** Why a sign-in link token cannot be spent: used, expired, or unknown (undefined). */
export async function findLoginLinkTokenState(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      used: sql<boolean>`${loginLinkTokens.usedAt} is not null`,
      expired: sql<boolean>`${loginLinkTokens.expiresAt} <= now()`,
    })
    .from(loginLinkTokens)
    .where(eq(loginLinkTokens.tokenHash, tokenHash));
  return row;
}

/** Voids every open sign-in link of the user (after one signs in, or the password is reset). */
export async function voidLoginLinkTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(loginLinkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginLinkTokens.userId, userId), isNull(loginLinkTokens.usedAt)));
}
