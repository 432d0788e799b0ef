import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "./reset-email.ts";

/** The link a sign-in email carries: `${PUBLIC_URL}/login/link?token=...`. */
export function buildLoginLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/login/link?token=${encodeURIComponent(token)}`;
}

/** The one-time sign-in email sent while the account's password sign-in is throttled. */
export function buildLoginLinkEmail(options: {
  to: string;
  username: string;
  link: string;
  minutes: number;
}): MailMessage {
  const { to, username, link, minutes } = options;
  const paused = "Someone tried to sign in to your Brainy AI account with a wrong password too many times,";
  const why = "so signing in with the password from a new device is paused for a while.";
  const open = `To sign in now, open this link within ${minutes} minutes:`;
  const once = "The link works once.";
  const notYou =
    "If this was not you, nobody got in: the password was refused. If you think someone knows it, choose a new one under Forgot password.";
  const text = [
    `Hi ${username},`,
    "",
    paused,
    why,
    open,
    "",
    link,
    "",
    once,
    notYou,
    "",
    "The Brainy AI team",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>${paused} ${why}<br>${open}</p>
<p><a href="${escapeHtml(link)}">Sign me in</a></p>
<p>${once} ${notYou}</p>
<p>The Brainy AI team</p>`;
  return { to, subject: "Your Brainy AI sign-in link", text, html };
}
