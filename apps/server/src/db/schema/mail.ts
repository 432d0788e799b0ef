import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages kept by the dev 'outbox' mail provider (used when SMTP_URL is not set), readable at
 * GET /api/dev/outbox outside production. In the database so every instance sees the same list.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
