import nodemailer from "nodemailer";
import type { Mailer } from "../provider.ts";

/** Sends through any SMTP server given as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
