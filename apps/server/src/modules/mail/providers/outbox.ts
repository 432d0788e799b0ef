import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../../db/client.ts";
import type { Mailer } from "../provider.ts";
import { insertOutboxMessage } from "../repository.ts";

/**
 * The no-SMTP provider: logs the message at info level and keeps it in the mail_outbox table
 * (read at GET /api/dev/outbox outside production). The body holds no secret but the link itself.
 */
export function createOutboxMailer(options: { db: DbOrTx; log: FastifyBaseLogger }): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      options.log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        "outbox mail",
      );
      await insertOutboxMessage(options.db, message);
    },
  };
}
