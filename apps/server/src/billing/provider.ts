import type { BillingProviderName } from "@brainy/contract";

/** Our reading of a provider's subscription: active, canceled (Pro until the period end), past_due, expired. */
export type SubscriptionState = "active" | "canceled" | "past_due" | "expired";

export type ProviderSubscription = {
  id: string;
  customerId: string | null;
  state: SubscriptionState;
  currentPeriodEnd: Date;
  /** The user the subscription was bought for (Stripe metadata), when the provider knows it. */
  userId: string | null;
};

export type ProviderCheckout = {
  id: string;
  /** The user the checkout was started for (Stripe's client_reference_id). */
  userId: string | null;
  paid: boolean;
  /** The subscription a paid checkout created. */
  subscription: ProviderSubscription | null;
};

/** A verified webhook event: its id (for replay protection), type and object. */
export type BillingEvent = { id: string; type: string; object: Record<string, unknown> };

/**
 * A payment provider, chosen by BILLING_PROVIDER. Services call this, never Stripe directly. The local
 * provider keeps its sessions in our database; Stripe keeps them at Stripe and is re-read before any write.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** Stripe's publishable key; null for local. */
  readonly publicKey: string | null;
  createCheckout(input: {
    userId: string;
    email: string;
    customerId: string | null;
  }): Promise<{ sessionId: string; url: string; expiresAt: Date }>;
  /** null when the provider has no such session. */
  readCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  /** null when the provider has no such subscription. */
  readSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Cancel at period end: the plan stays until currentPeriodEnd. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** The provider's self-service billing page for a customer, or null when it has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /** Verifies a webhook's signature on the raw body; throws when it does not match. Stripe only. */
  verifyWebhook?(rawBody: string, signature: string): BillingEvent;
}

/** The end of a monthly period that starts at `from`: the same day next month, or that month's last day. */
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
