import type { MailMessage } from "../mail/index.ts";

/** Escapes text for the simple HTML part of an email. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The link a reset email carries: `${PUBLIC_URL}/reset-password?token=...`. */
export function buildResetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The password reset email, as plain text and simple HTML. */
export function buildResetEmail(options: { to: string; username: string; link: string }): MailMessage {
  const { to, username, link } = options;
  const text = [
    `Hi ${username},`,
    "",
    "We received a request to reset the password of your Brainy AI account.",
    "Open this link within 1 hour to choose a new password:",
    "",
    link,
    "",
    "The link works once. If you did not ask for this, ignore this email: your password stays the same.",
    "",
    "The Brainy AI team",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>We received a request to reset the password of your Brainy AI account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for this, ignore this email: your password stays the same.</p>
<p>The Brainy AI team</p>`;
  return { to, subject: "Reset your Brainy AI password", text, html };
}
