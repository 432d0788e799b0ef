import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { Mailer } from "./provider.ts";
import { createOutboxMailer } from "./providers/outbox.ts";

export type { Mailer, MailMessage } from "./provider.ts";

export type MailerOptions = { config: Config; db: DbOrTx; log: FastifyBaseLogger };

/**
 * SMTP (nodemailer, loaded only then) when SMTP_URL is set; otherwise the outbox: server log plus
 * the mail_outbox table.
 */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const { config, log } = options;
  if (config.SMTP_URL) {
    const { createSmtpMailer } = await import("./providers/smtp.ts");
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  if (config.NODE_ENV === "production") {
    log.warn(
      "SMTP_URL is not set: emails (password reset and sign-in links) are only written to the server log",
    );
  }
  return createOutboxMailer({ db: options.db, log });
}
