import { createHash } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { hitCounter, readCounter, resetCounter } from "../../lib/rate-counter.ts";

/** Failed logins are counted per email and per address in 15-minute windows, in the database. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILED_LOGINS_PER_EMAIL = 10;
export const MAX_FAILED_LOGINS_PER_IP = 30;

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32);

/** Counter key of an email's failed logins; hashed so the counters table holds no addresses. */
export function loginEmailCounterKey(email: string): string {
  return `login-fail:email:${digest(email.trim().toLowerCase())}`;
}

/** Counter key of an address's failed logins. */
export function loginIpCounterKey(ip: string): string {
  return `login-fail:ip:${ip}`;
}

function tooMany(resetInMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    "RATE_LIMIT_EXCEEDED",
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { headers: { "retry-after": String(seconds) }, details: { retryAfterSeconds: seconds } },
  );
}

/** How long an address that signed in to an account stays trusted for it. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60_000;

const trustedKey = (email: string, ip: string) =>
  `login-ok:${digest(email.trim().toLowerCase())}:${digest(ip)}`;

/** A login attempt that passed the throttle: counted already; a success gives it back. */
export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

/**
 * Takes one login attempt, atomically: the email's failure counter is raised before the password
 * is checked (one statement), so a parallel burst gets exactly the allowed number of guesses.
 * Past the limit, 429 with Retry-After — except from an address that signed in to this account
 * before and has no failures of its own, so nobody can lock the owner out by guessing wrong.
 * The address's own failures are limited too.
 */
export async function takeLoginAttempt(
  db: DbOrTx,
  target: { email: string; ip: string },
): Promise<LoginAttempt> {
  const ipFailures = await readCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS);
  if (ipFailures.count >= MAX_FAILED_LOGINS_PER_IP) throw tooMany(ipFailures.resetInMs);
  const byEmail = await hitCounter(db, loginEmailCounterKey(target.email), LOGIN_WINDOW_MS);
  if (byEmail.count > MAX_FAILED_LOGINS_PER_EMAIL) {
    const trusted =
      ipFailures.count === 0 &&
      (await readCounter(db, trustedKey(target.email, target.ip), TRUSTED_ADDRESS_MS)).count > 0;
    if (!trusted) throw tooMany(byEmail.resetInMs);
  }
  return {
    async succeeded() {
      await resetCounter(db, loginEmailCounterKey(target.email));
      await hitCounter(db, trustedKey(target.email, target.ip), TRUSTED_ADDRESS_MS);
    },
    async failed() {
      await hitCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS);
    },
  };
}

/** Forgets an email's failed logins after a password reset. */
export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await resetCounter(db, loginEmailCounterKey(email));
}

export const RESET_MAIL_WINDOW_MS = 60 * 60_000;
export const MAX_RESET_MAILS_PER_EMAIL = 5;

/** True while an email may receive another reset mail (at most 5 an hour, against mail bombing). */
export async function allowResetMail(db: DbOrTx, email: string): Promise<boolean> {
  const key = `reset-mail:${digest(email.trim().toLowerCase())}`;
  const { count } = await hitCounter(db, key, RESET_MAIL_WINDOW_MS);
  return count <= MAX_RESET_MAILS_PER_EMAIL;
}
