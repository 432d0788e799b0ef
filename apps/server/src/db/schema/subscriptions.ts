import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A user's paid plan. No row means the free plan. Billing (Stripe or local checkout) writes it. */
export const subscriptions = pgTable("subscriptions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** free | basic | pro */
  tier: text("tier").notNull().default("free"),
  /** active | canceled | past_due | expired */
  status: text("status").notNull().default("active"),
  /** End of the paid period; Pro stays until then after a cancel. */
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  provider: text("provider"),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
