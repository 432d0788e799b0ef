import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox, users } from "../../db/schema/index.ts";
import type { MailMessage } from "./provider.ts";

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
/** A user's email address (whose outbox a signed-in developer may read). */
export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function listOutboxMessages(db: DbOrTx, options: { to: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, options.to.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
