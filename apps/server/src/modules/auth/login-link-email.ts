import type { Locale } from "@brainy/contract";
import { translatorFor } from "../../lib/i18n/index.ts";
import type { MailMessage } from "../mail/index.ts";
import { escapeHtml } from "./reset-email.ts";

/** The link a sign-in email carries: `${PUBLIC_URL}/login/link?token=...`. */
export function buildLoginLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/login/link?token=${encodeURIComponent(token)}`;
}

/** The one-time sign-in email sent while the account's password sign-in is throttled, in the learner's locale. */
export function buildLoginLinkEmail(options: {
  to: string;
  username: string;
  link: string;
  minutes: number;
  locale?: Locale;
}): MailMessage {
  const { to, username, link, minutes } = options;
  const t = translatorFor(options.locale ?? "en", "emails");
  const greeting = t("greeting", { username });
  const paused = t("loginLink.paused");
  const why = t("loginLink.why");
  const open = t("loginLink.open", { minutes });
  const once = t("loginLink.once");
  const notYou = t("loginLink.notYou");
  const signature = t("signature");
  const text = [greeting, "", paused, why, open, "", link, "", once, notYou, "", signature].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(paused)} ${escapeHtml(why)}<br>${escapeHtml(open)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("loginLink.button"))}</a></p>
<p>${escapeHtml(once)} ${escapeHtml(notYou)}</p>
<p>${escapeHtml(signature)}</p>`;
  return { to, subject: t("loginLink.subject"), text, html };
}
