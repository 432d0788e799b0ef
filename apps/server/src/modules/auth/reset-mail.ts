import { createHash, randomBytes } from "node:crypto";
import { type Locale, LocaleSchema } from "@brainy/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Background, JobDefinition } from "../../jobs/background.ts";
import type { Mailer } from "../mail/index.ts";
import { findUserByEmail, insertResetToken } from "./repository.ts";
import { buildResetEmail, buildResetLink } from "./reset-email.ts";
import { allowResetMail } from "./throttle.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** SHA-256 of a reset token: only the hash is stored. */
export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What the reset mail's job reads from the app. */
export type ResetMailDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };

/**
 * POST /auth/forgot-password: hands the email to the `send-password-reset` job and returns. The
 * request does the same work whether or not an account has this email (one job sent), so its
 * answer time tells nothing (issue 43); the lookup, the token and the mail happen in the job.
 */
export async function requestPasswordReset(options: {
  background: Pick<Background, "send">;
  email: string;
  /** The request's locale: the email's language when the account chose none. */
  locale?: Locale;
}): Promise<void> {
  const data = { email: options.email, locale: options.locale };
  await options.background.send(sendResetMailJob, data, { queued: true });
}

/**
 * Emails a single-use reset link valid for 1 hour when the account exists: at most 5 an hour to
 * one email; an unknown or throttled email, or a mail failure, ends quietly (logged).
 */
export async function mailPasswordReset(deps: ResetMailDeps, email: string, locale?: Locale): Promise<void> {
  if (!(await allowResetMail(deps.db, email))) {
    deps.log.warn("password reset mail throttled for an email");
    return;
  }
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = buildResetLink(deps.config.PUBLIC_URL, token);
  try {
    // The learner's chosen interface locale, else the language of the request that asked.
    const chosen = LocaleSchema.safeParse(user.interfaceLocale).data;
    const mail = buildResetEmail({ to: user.email, username: user.username, link, locale: chosen ?? locale });
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, "password reset mail could not be sent");
  }
}

/**
 * The reset mail, sent after the request answered. Not retried: a second try would store a second
 * token and count against the hourly limit; the learner can ask again.
 */
export const sendResetMailJob: JobDefinition<{ email: string; locale?: Locale }, ResetMailDeps> = {
  name: "send-password-reset",
  retryLimit: 0,
  expireInSeconds: 60,
  run: (deps, data) => mailPasswordReset(deps, data.email, LocaleSchema.safeParse(data.locale).data),
};
