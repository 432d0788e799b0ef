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

/**
 * 429 with Retry-After for a throttled login; `also` adds a sentence (the emailed sign-in link).
 */
export function tooManyFailedLogins(resetInMs: number, also?: string): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return new AppError("RATE_LIMIT_EXCEEDED", also ? `${message} ${also}` : message, {
    headers: { "retry-after": String(seconds) },
    details: { retryAfterSeconds: seconds },
  });
}

/** How long an address that signed in to an account stays trusted for it. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60_000;

const trustedKey = (email: string, ip: string) =>
  `login-ok:${digest(email.trim().toLowerCase())}:${digest(ip)}`;

/** A login attempt that passed the throttle: counted already; a success gives it back. */
export type LoginAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

/** Either an attempt to check, or the email's throttle with the time until its window ends. */
export type LoginGate = { attempt: LoginAttempt; throttled?: never } | { throttled: { resetInMs: number } };

/**
 * Takes one login attempt, atomically: the email's failure counter is raised before the password
 * is checked (one statement), so a parallel burst gets exactly the allowed number of guesses.
 * Past the limit the email is throttled — except from an address that signed in to this account
 * before and has no failures of its own, so nobody can lock the owner out of a known device (and
 * the caller emails the owner a sign-in link for the others). The address's own failures are
 * limited too: 429 with Retry-After.
 */
export async function takeLoginAttempt(
  db: DbOrTx,
  target: { email: string; ip: string },
): Promise<LoginGate> {
  const ipFailures = await readCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS);
  if (ipFailures.count >= MAX_FAILED_LOGINS_PER_IP) throw tooManyFailedLogins(ipFailures.resetInMs);
  const byEmail = await hitCounter(db, loginEmailCounterKey(target.email), LOGIN_WINDOW_MS);
  if (byEmail.count > MAX_FAILED_LOGINS_PER_EMAIL) {
    const trusted = ipFailures.count === 0 && (await isTrustedAddress(db, target));
    if (!trusted) return { throttled: { resetInMs: byEmail.resetInMs } };
  }
  return {
    attempt: {
      async succeeded() {
        await resetCounter(db, loginEmailCounterKey(target.email));
        await trustAddress(db, target);
      },
      async failed() {
        await hitCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS);
      },
    },
  };
}

/** True when the owner signed in to this account from this address in the last 30 days. */
async function isTrustedAddress(db: DbOrTx, target: { email: string; ip: string }): Promise<boolean> {
  return (await readCounter(db, trustedKey(target.email, target.ip), TRUSTED_ADDRESS_MS)).count > 0;
}

/** Remembers that the owner signed in from this address (with the password or a sign-in link). */
export async function trustAddress(db: DbOrTx, target: { email: string; ip: string }): Promise<void> {
  await hitCounter(db, trustedKey(target.email, target.ip), TRUSTED_ADDRESS_MS);
}

/**
 * True for the first sign-in link of an email's throttle window: at most one mail per 15 minutes,
 * so a stranger guessing passwords cannot flood the owner's inbox.
 */
export async function allowLoginLinkMail(db: DbOrTx, email: string): Promise<boolean> {
  const { count } = await hitCounter(
    db,
    `login-link-mail:${digest(email.trim().toLowerCase())}`,
    LOGIN_WINDOW_MS,
  );
  return count === 1;
}

/** Forgets an email's failed logins after a password reset. */
export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await resetCounter(db, loginEmailCounterKey(email));
}

export const RESET_MAIL_WINDOW_MS = 60 * 60_000;
export const MAX_RESET_MAILS_PER_EMAIL = 5;

/** The counter of an email's reset mails (its hash: no address in the table). */
export function resetMailCounterKey(email: string): string {
  return `reset-mail:${digest(email.trim().toLowerCase())}`;
}

/** True while an email may receive another reset mail (at most 5 an hour, against mail bombing). */
export async function allowResetMail(db: DbOrTx, email: string): Promise<boolean> {
  const { count } = await hitCounter(db, resetMailCounterKey(email), RESET_MAIL_WINDOW_MS);
  return count <= MAX_RESET_MAILS_PER_EMAIL;
}
