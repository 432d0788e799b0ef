import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { type DbOrTx, HOT_READ_MAX_AGE_MS, memoizedRead } from "../../db/client.ts";
import { billingEvents, checkoutSessions, subscriptions, users } from "../../db/schema/index.ts";

export async function findSubscriptionByUserId(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The caller's subscription row for the plan screens, kept until a write could change it. */
export function findOwnSubscription(db: DbOrTx, userId: string) {
  return memoizedRead(
    db,
    { key: `subscription:${userId}`, owner: userId, maxAgeMs: HOT_READ_MAX_AGE_MS, reads: ["subscriptions"] },
    () => findSubscriptionByUserId(db, userId),
  );
}

/** The subscriptions row a provider's subscription or customer belongs to. */
export async function findSubscriptionByProviderIds(
  db: DbOrTx,
  ids: { subscriptionId: string; customerId: string | null },
) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.providerSubscriptionId, ids.subscriptionId),
        ids.customerId ? eq(subscriptions.providerCustomerId, ids.customerId) : sql`false`,
      ),
    )
    .limit(1);
  return row;
}

export type SubscriptionWrite = {
  tier: string;
  status: string;
  currentPeriodEnd: Date;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string;
};

export async function upsertSubscription(
  db: DbOrTx,
  userId: string,
  values: SubscriptionWrite,
): Promise<void> {
  const now = new Date();
  await db
    .insert(subscriptions)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: now } });
}

/** Sets a renewing plan to cancel at its period end; false when there was no active plan to cancel. */
export async function markSubscriptionCanceled(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "canceled", updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active")))
    .returning({ userId: subscriptions.userId });
  return rows.length > 0;
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function insertCheckoutSession(
  db: DbOrTx,
  row: { id: string; userId: string; provider: string; expiresAt: Date },
): Promise<void> {
  await db.insert(checkoutSessions).values(row);
}

export async function findCheckoutSession(db: DbOrTx, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** Claims the one grant a paid session gives: true for the first caller only. */
export async function claimCheckoutConfirmation(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ confirmedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.confirmedAt)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Moves an open, unexpired local session to paid or canceled; false when it was not open. */
export async function closeLocalCheckout(
  db: DbOrTx,
  id: string,
  status: "paid" | "canceled",
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(checkoutSessions)
    .set({ status, ...(status === "paid" ? { paidAt: now } : {}) })
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.provider, "local"),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Records a webhook event id; false when it was already recorded (a replay). */
export async function recordBillingEvent(db: DbOrTx, event: { id: string; type: string }): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's retry is handled. */
export async function forgetBillingEvent(db: DbOrTx, id: string): Promise<void> {
  await db.delete(billingEvents).where(eq(billingEvents.id, id));
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
