import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A checkout started by a user. With Stripe it records which user a Stripe session belongs to; with the
 * local provider it is the session itself, marked paid by the test-mode checkout page.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    /** Stripe's cs_… id, or cs_local_… for the local provider. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** local | stripe */
    provider: text("provider").notNull(),
    /** open | paid | canceled | expired (the local provider's own state; Stripe's is read from Stripe) */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set when the paid session has granted Pro, so confirming again changes nothing. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId)],
);

/** Webhook events already handled, by the provider's event id: a replay has no effect. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
