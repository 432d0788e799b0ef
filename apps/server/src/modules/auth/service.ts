import type {
  Locale,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TokenResponse,
} from "@brainy/contract";
import { checkPasswordGuessability } from "@brainy/contract/password-strength";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { learningLanguageForLocale } from "../../lib/i18n/index.ts";
import { hashPassword, passwordNeedsRehash, verifyAgainstDummy, verifyPassword } from "../../lib/password.ts";
import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS, signAccessToken } from "../../lib/tokens.ts";
import { revokeEverything } from "../access-tokens/index.ts";
import type { Mailer } from "../mail/index.ts";
import { LOGIN_LINK_SENT_MESSAGE, sendLoginLink } from "./login-link.ts";
import {
  bumpTokenVersion,
  consumeResetToken,
  findResetTokenOwner,
  findUserByEmail,
  insertUser,
  updatePasswordHash,
  voidLoginLinkTokens,
  voidResetTokens,
} from "./repository.ts";
import { hashResetToken } from "./reset-mail.ts";
import { clearLoginFailures, takeLoginAttempt, tooManyFailedLogins } from "./throttle.ts";

export const DUPLICATE_EMAIL_MESSAGE = "User with this email already exists";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const INVALID_RESET_LINK_MESSAGE = "This reset link is invalid or has expired.";

type AuthDeps = { db: Db; config: Config };

/**
 * 400 naming why for a password a cracker would guess soon, even when it meets the five rules
 * ("P@ssw0rd", "Welcome1!"): zxcvbn-ts scores it, with the account's own name and email as
 * known words.
 */
async function assertHardToGuess(password: string, userInputs: string[]): Promise<void> {
  const message = await checkPasswordGuessability(password, userInputs);
  if (!message) return;
  throw new AppError("VALIDATION_FAILED", message, {
    details: { issues: [{ path: "body.password", message }] },
  });
}

/**
 * Creates an account (argon2id hash) and signs a 24-hour token; a taken email answers 409. The new
 * learner's learning language is their interface locale's language (issue 42): the one they chose
 * (stored on the account), else the request's (Accept-Language; not stored), English otherwise.
 */
export async function registerUser({
  input,
  locale,
  ...deps
}: AuthDeps & { input: RegisterRequest; locale: Locale }): Promise<TokenResponse> {
  if (await findUserByEmail(deps.db, input.email)) throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE);
  await assertHardToGuess(input.password, [input.username, input.email]);
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps.db, {
    username: input.username,
    email: input.email,
    passwordHash,
    interfaceLocale: input.interfaceLocale ?? null,
    learningLanguage: learningLanguageForLocale(input.interfaceLocale ?? locale),
  });
  if (!user) throw new AppError("CONFLICT", DUPLICATE_EMAIL_MESSAGE);
  const token = await signAccessToken(deps.config.JWT_SECRET, {
    userId: user.id,
    tokenVersion: user.tokenVersion,
  });
  return { token };
}

/**
 * Checks credentials under the failed-login throttle. Unknown emails spend a dummy verification so
 * both failures look and take the same; the token lives 30 days with remember-me, else 24 hours.
 * While the email is throttled, 429 — and its owner gets a one-time sign-in link by email (once
 * per window), so a stranger guessing the password cannot lock them out.
 */
export async function loginUser({
  input,
  mailer,
  log,
  ...deps
}: AuthDeps & {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** `locale`: the request's, for the sign-in link's email when the account chose none. */
  input: LoginRequest & { ip: string; locale?: Locale };
}): Promise<TokenResponse> {
  const target = { email: input.email, ip: input.ip };
  const gate = await takeLoginAttempt(deps.db, target);
  if (gate.throttled) {
    await sendLoginLink({ ...deps, mailer, log, email: input.email, locale: input.locale });
    throw tooManyFailedLogins(gate.throttled.resetInMs, LOGIN_LINK_SENT_MESSAGE);
  }
  const { attempt } = gate;
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await attempt.failed();
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  await attempt.succeeded();
  if (passwordNeedsRehash(user.passwordHash)) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(input.password), { revoke: false });
  }
  const ttl = input.rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
  const token = await signAccessToken(
    deps.config.JWT_SECRET,
    { userId: user.id, tokenVersion: user.tokenVersion },
    ttl,
  );
  return { token };
}

/** Revokes every current token of the user. */
export async function logoutUser({ db, userId }: AuthDeps & { userId: string }): Promise<void> {
  await bumpTokenVersion(db, userId);
}

/** Sets a new password from a reset token (single use, 1 hour) and revokes every current token. */
export async function resetPassword({
  input,
  ...deps
}: AuthDeps & { input: ResetPasswordRequest }): Promise<{ userId: string }> {
  const tokenHash = hashResetToken(input.token);
  // Judged before the token is spent, so a refused password leaves the link usable.
  const owner = await findResetTokenOwner(deps.db, tokenHash);
  await assertHardToGuess(input.password, owner ? [owner.username, owner.email] : []);
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const spent = await consumeResetToken(tx, tokenHash);
    if (!spent) return undefined;
    await updatePasswordHash(tx, spent.id, passwordHash, { revoke: true });
    await voidResetTokens(tx, spent.id);
    // A sign-in link mailed before the reset must not outlive the password it stood in for.
    await voidLoginLinkTokens(tx, spent.id);
    // Personal access tokens and connected apps too: whoever knew the old password may have made one.
    await revokeEverything(tx, spent.id);
    return spent;
  });
  if (!user) throw new AppError("VALIDATION_FAILED", INVALID_RESET_LINK_MESSAGE);
  await clearLoginFailures(deps.db, user.email);
  return { userId: user.id };
}
