import type { Locale } from "@brainy/contract";
import { translatorFor } from "../../lib/i18n/index.ts";
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

/** The password reset email in the learner's locale (English: the spec's text), as plain text and simple HTML. */
export function buildResetEmail(options: {
  to: string;
  username: string;
  link: string;
  locale?: Locale;
}): MailMessage {
  const { to, username, link } = options;
  const t = translatorFor(options.locale ?? "en", "emails");
  const text = [
    t("greeting", { username }),
    "",
    t("reset.request"),
    t("reset.open"),
    "",
    link,
    "",
    t("reset.once"),
    "",
    t("signature"),
  ].join("\n");
  const html = `<p>${escapeHtml(t("greeting", { username }))}</p>
<p>${escapeHtml(t("reset.request"))}
${escapeHtml(t("reset.open"))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("reset.button"))}</a></p>
<p>${escapeHtml(t("reset.once"))}</p>
<p>${escapeHtml(t("signature"))}</p>`;
  return { to, subject: t("reset.subject"), text, html };
}
