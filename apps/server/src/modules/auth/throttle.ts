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

/** Throws 429 with Retry-After when the email or the address has used up its failed attempts. */
export async function assertLoginAllowed(db: DbOrTx, target: { email: string; ip: string }): Promise<void> {
  const [byEmail, byIp] = await Promise.all([
    readCounter(db, loginEmailCounterKey(target.email), LOGIN_WINDOW_MS),
    readCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS),
  ]);
  if (byEmail.count >= MAX_FAILED_LOGINS_PER_EMAIL) throw tooMany(byEmail.resetInMs);
  if (byIp.count >= MAX_FAILED_LOGINS_PER_IP) throw tooMany(byIp.resetInMs);
}

/** Counts one failed login against both the email and the address. */
export async function recordLoginFailure(db: DbOrTx, target: { email: string; ip: string }): Promise<void> {
  await Promise.all([
    hitCounter(db, loginEmailCounterKey(target.email), LOGIN_WINDOW_MS),
    hitCounter(db, loginIpCounterKey(target.ip), LOGIN_WINDOW_MS),
  ]);
}

/** Forgets an email's failed logins after a successful login or a password reset. */
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
