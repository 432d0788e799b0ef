import Stripe from "stripe";
import { AppError } from "../lib/app-error.ts";
import type { BillingEvent, BillingProvider, ProviderSubscription, SubscriptionState } from "./provider.ts";

/** Stripe signs each webhook with a timestamp; older deliveries are refused (replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeBillingOptions = {
  secretKey: string;
  publishableKey: string | null;
  priceId: string;
  webhookSecret: string;
  publicUrl: string;
  /** Another API address (stripe-mock, a test's fake server). */
  apiUrl?: string;
};

function unavailable(cause: unknown): AppError {
  return new AppError("BILLING_UNAVAILABLE", "The payment provider could not be reached. Please try again.", {
    cause,
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** Stripe's subscription status as our state; a subscription set to cancel keeps Pro until its period ends. */
export function stateOf(
  subscription: Pick<Stripe.Subscription, "status" | "cancel_at_period_end" | "cancel_at">,
) {
  let state: SubscriptionState;
  switch (subscription.status) {
    case "active":
    case "trialing":
      state = subscription.cancel_at_period_end || subscription.cancel_at ? "canceled" : "active";
      break;
    case "past_due":
    case "incomplete":
    case "unpaid":
    case "paused":
      state = "past_due";
      break;
    default:
      state = "expired";
  }
  return state;
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03-31 the period lives on the items; a one-price subscription has one item.
  const ends = subscription.items.data.map((item) => item.current_period_end);
  const periodEnd = ends.length > 0 ? Math.max(...ends) : (subscription.ended_at ?? subscription.created);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    state: stateOf(subscription),
    currentPeriodEnd: new Date(periodEnd * 1000),
    userId: subscription.metadata?.userId ?? null,
  };
}

/** BILLING_PROVIDER=stripe: Checkout Sessions in subscription mode, the customer portal, signed webhooks. */
export function createStripeBillingProvider(options: StripeBillingOptions): BillingProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  const base = options.publicUrl.replace(/\/$/, "");

  async function readSubscription(id: string): Promise<ProviderSubscription | null> {
    try {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  return {
    name: "stripe",
    publicKey: options.publishableKey,
    async createCheckout(input) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: options.priceId, quantity: 1 }],
          client_reference_id: input.userId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          success_url: `${base}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${base}/subscription/cancel`,
          metadata: { userId: input.userId },
          subscription_data: { metadata: { userId: input.userId } },
        });
        if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
        return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async readCheckout(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error);
      }
      const paid =
        session.status === "complete" &&
        (session.payment_status === "paid" || session.payment_status === "no_payment_required");
      const subscriptionId = idOf(session.subscription);
      return {
        id: session.id,
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
        paid,
        subscription: paid && subscriptionId ? await readSubscription(subscriptionId) : null,
      };
    },
    readSubscription,
    async cancelAtPeriodEnd(subscriptionId) {
      try {
        return toSubscription(
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async portalUrl(customerId, returnUrl) {
      try {
        const portal = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return portal.url;
      } catch (error) {
        throw unavailable(error);
      }
    },
    verifyWebhook(rawBody: string, signature: string): BillingEvent {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
