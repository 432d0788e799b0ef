import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { MailMessage } from "./mailer.ts";

/** Keeps one message of the dev outbox. */
export async function insertOutboxMessage(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  });
}

/** The newest outbox messages, optionally only those to one address (case-insensitive). */
export async function listOutboxMessages(db: DbOrTx, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
