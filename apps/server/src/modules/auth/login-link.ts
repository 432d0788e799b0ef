import { createHash, randomBytes } from "node:crypto";
import { type Locale, LocaleSchema, type LoginLinkRequest, type TokenResponse } from "@brainy/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { SESSION_TTL_SECONDS, signAccessToken } from "../../lib/tokens.ts";
import type { Mailer } from "../mail/index.ts";
import { buildLoginLink, buildLoginLinkEmail } from "./login-link-email.ts";
import {
  consumeLoginLinkToken,
  findLoginLinkTokenState,
  findUserByEmail,
  insertLoginLinkToken,
} from "./repository.ts";
import { allowLoginLinkMail, trustAddress } from "./throttle.ts";

/** How long an emailed sign-in link works: one throttle window. */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;
/** Added to the throttle's 429 message; the same whether or not the email has an account. */
export const LOGIN_LINK_SENT_MESSAGE =
  "If this email has an account, we have emailed it a one-time sign-in link.";
export const INVALID_LOGIN_LINK_MESSAGE =
  "This sign-in link is not valid. Check that you opened the whole link.";
export const USED_LOGIN_LINK_MESSAGE = "This sign-in link has already been used. Each link signs in once.";
export const EXPIRED_LOGIN_LINK_MESSAGE = "This sign-in link has expired: links work for 15 minutes.";

type LinkDeps = { db: Db; config: Config };
const hashLoginLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Emails the owner of a throttled email a single-use sign-in link (15 minutes), so a stranger
 * guessing passwords never locks them out. At most one mail per throttle window; nothing for an
 * unknown email. A mail failure is logged: the caller answers the same either way.
 */
export async function sendLoginLink({
  email,
  locale,
  ...deps
}: LinkDeps & { mailer: Mailer; log: FastifyBaseLogger; email: string; locale?: Locale }): Promise<void> {
  if (!(await allowLoginLinkMail(deps.db, email))) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await insertLoginLinkToken(deps.db, {
    userId: user.id,
    tokenHash: hashLoginLinkToken(token),
    expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
  });
  const link = buildLoginLink(deps.config.PUBLIC_URL, token);
  const minutes = LOGIN_LINK_TTL_MS / 60_000;
  try {
    const chosen = LocaleSchema.safeParse(user.interfaceLocale).data;
    await deps.mailer.send(
      buildLoginLinkEmail({
        to: user.email,
        username: user.username,
        link,
        minutes,
        locale: chosen ?? locale,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, "sign-in link mail could not be sent");
  }
}

/**
 * Spends an emailed sign-in link and signs in as login does (24-hour token). The address becomes
 * one the owner signed in from, so the password works there again despite the throttle. A used
 * or expired link answers 410 saying which; an unknown one 400.
 */
export async function signInWithLoginLink({
  input,
  ...deps
}: LinkDeps & { input: LoginLinkRequest & { ip: string } }): Promise<TokenResponse> {
  const tokenHash = hashLoginLinkToken(input.token);
  const user = await deps.db.transaction((tx) => consumeLoginLinkToken(tx, tokenHash));
  if (!user) {
    const state = await findLoginLinkTokenState(deps.db, tokenHash);
    if (!state) throw new AppError("VALIDATION_FAILED", INVALID_LOGIN_LINK_MESSAGE);
    const message = state.used ? USED_LOGIN_LINK_MESSAGE : EXPIRED_LOGIN_LINK_MESSAGE;
    throw new AppError("VALIDATION_FAILED", message, { status: 410 });
  }
  await trustAddress(deps.db, { email: user.email, ip: input.ip });
  const token = await signAccessToken(
    deps.config.JWT_SECRET,
    { userId: user.id, tokenVersion: user.tokenVersion },
    SESSION_TTL_SECONDS,
  );
  return { token };
}
