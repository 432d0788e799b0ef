import type { PlanTier } from "@brainy/contract";
import {
  type CancelSubscriptionResult,
  type CheckoutSession,
  isProStatus,
  type LocalCheckout,
  type LocalCheckoutPayBody,
  type LocalCheckoutResult,
  PLAN_LIMITS,
  PRO_PRICE,
  type SubscriptionStatus,
} from "@brainy/contract";
import type { BillingProvider } from "../../billing/index.ts";
import type { BillingEvent, ProviderSubscription } from "../../billing/provider.ts";
import { checkTestCard } from "../../billing/test-cards.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { isPlanActive } from "../../lib/plan-state.ts";
import {
  claimCheckoutConfirmation,
  closeLocalCheckout,
  findCheckoutSession,
  findOwnSubscription,
  findSubscriptionByProviderIds,
  findSubscriptionByUserId,
  findUserEmail,
  forgetBillingEvent,
  insertCheckoutSession,
  markSubscriptionCanceled,
  recordBillingEvent,
  upsertSubscription,
  userExists,
} from "./repository.ts";

type BillingDeps = { db: Db; billing: BillingProvider };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's plan; no subscription row means Free. A canceled plan stays active until its period ends. */
export async function getSubscriptionStatus({
  db,
  userId,
  billing,
}: {
  db: DbOrTx;
  userId: string;
  billing?: Pick<BillingProvider, "name">;
}): Promise<SubscriptionStatus> {
  const row = await findOwnSubscription(db, userId);
  const plans = PLAN_LIMITS;
  const billingProvider = billing?.name ?? "local";
  if (!row) {
    return {
      tier: "free",
      isActive: true,
      endDate: null,
      limits: plans.free,
      plans,
      cancelAtPeriodEnd: false,
      billingProvider,
      canManageBilling: false,
    };
  }
  const end = row.currentPeriodEnd;
  const isActive = isPlanActive({ status: row.status, periodEnd: end });
  const tier = row.tier as SubscriptionStatus["tier"];
  const limits = isProStatus({ tier, isActive }) ? plans.pro : plans.free;
  const canManageBilling =
    billingProvider === "stripe" && row.provider === "stripe" && !!row.providerCustomerId;
  return {
    tier,
    isActive,
    endDate: end ? end.toISOString() : null,
    limits,
    plans,
    cancelAtPeriodEnd: row.status === "canceled",
    billingProvider,
    canManageBilling,
  };
}

/** "pro" only for an active Pro plan; free, basic and inactive plans are treated as Free. */
export async function getUserTier(options: { db: DbOrTx; userId: string }): Promise<PlanTier> {
  return isProStatus(await getSubscriptionStatus(options)) ? "pro" : "free";
}

/** Starts a checkout for Pro: a Stripe Checkout Session or a local test-mode session. */
export async function createCheckout(options: BillingDeps & { userId: string }): Promise<CheckoutSession> {
  const { db, billing, userId } = options;
  const row = await findSubscriptionByUserId(db, userId);
  // A renewing plan needs no second checkout; a canceled one may be bought again.
  if (
    row?.tier === "pro" &&
    row.status === "active" &&
    isPlanActive({ status: row.status, periodEnd: row.currentPeriodEnd })
  ) {
    throw new AppError("CONFLICT", "You already have Brainy AI Pro.");
  }
  const email = await findUserEmail(db, userId);
  if (!email) throw new AppError("UNAUTHORIZED", "Authentication required");
  const customerId = row?.provider === billing.name ? (row.providerCustomerId ?? null) : null;
  const session = await billing.createCheckout({ userId, email, customerId });
  await insertCheckoutSession(db, {
    id: session.sessionId,
    userId,
    provider: billing.name,
    expiresAt: session.expiresAt,
  });
  return { sessionId: session.sessionId, publicKey: billing.publicKey, url: session.url };
}

/**
 * Writes a provider's subscription onto the user's plan. A live subscription always wins; an ended one
 * only replaces the row of that same subscription, so a late event for an old subscription cannot end a
 * newer one.
 */
async function applySubscription(
  db: DbOrTx,
  options: { userId: string; provider: string; subscription: ProviderSubscription },
): Promise<void> {
  const { userId, subscription } = options;
  const existing = await findSubscriptionByUserId(db, userId);
  const live = subscription.state === "active" || subscription.state === "canceled";
  if (!live && existing?.providerSubscriptionId && existing.providerSubscriptionId !== subscription.id)
    return;
  await upsertSubscription(db, userId, {
    tier: "pro",
    status: subscription.state,
    currentPeriodEnd: subscription.currentPeriodEnd,
    provider: options.provider,
    providerCustomerId: subscription.customerId ?? existing?.providerCustomerId ?? null,
    providerSubscriptionId: subscription.id,
  });
}

/**
 * After checkout: asks the provider whether this user's session was paid and only then grants Pro.
 * Unknown sessions and other users' sessions answer 404; confirming twice grants once.
 */
export async function confirmCheckout(
  options: BillingDeps & { userId: string; sessionId: string },
): Promise<SubscriptionStatus> {
  const { db, billing, userId, sessionId } = options;
  const ours = await findCheckoutSession(db, sessionId);
  if (!ours || ours.userId !== userId) throw notFound("Checkout session");
  if (ours.confirmedAt) return getSubscriptionStatus({ db, userId, billing });
  const checkout = await billing.readCheckout(sessionId);
  if (!checkout || checkout.userId !== userId) throw notFound("Checkout session");
  if (!checkout.paid || !checkout.subscription) {
    throw new AppError("PAYMENT_FAILED", "This checkout has not been paid.", { status: 409 });
  }
  const subscription = checkout.subscription;
  await db.transaction(async (tx) => {
    if (await claimCheckoutConfirmation(tx, sessionId)) {
      await applySubscription(tx, { userId, provider: billing.name, subscription });
    }
  });
  return getSubscriptionStatus({ db, userId, billing });
}

const longDate = (date: Date) =>
  date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Cancels at period end: Pro stays until endDate, then the plan is Free. */
export async function cancelSubscription(
  options: BillingDeps & { userId: string },
): Promise<CancelSubscriptionResult> {
  const { db, billing, userId } = options;
  const row = await findSubscriptionByUserId(db, userId);
  const active = row?.tier === "pro" && isPlanActive({ status: row.status, periodEnd: row.currentPeriodEnd });
  if (!row || !active) throw new AppError("CONFLICT", "You have no active Pro subscription to cancel.");
  if (row.status === "canceled") {
    throw new AppError(
      "CONFLICT",
      `Your subscription is already canceled. Pro stays active until ${longDate(row.currentPeriodEnd!)}.`,
    );
  }
  let endDate = row.currentPeriodEnd;
  if (row.provider === "stripe") {
    if (billing.name !== "stripe" || !row.providerSubscriptionId) {
      throw new AppError(
        "BILLING_UNAVAILABLE",
        "Billing is not available right now. Please try again later.",
      );
    }
    const subscription = await billing.cancelAtPeriodEnd(row.providerSubscriptionId);
    await applySubscription(db, { userId, provider: "stripe", subscription });
    endDate = subscription.currentPeriodEnd;
  } else if (!(await markSubscriptionCanceled(db, userId))) {
    throw new AppError("CONFLICT", "You have no active Pro subscription to cancel.");
  }
  return {
    message: endDate
      ? `Your subscription has been canceled. You keep Pro until ${longDate(endDate)}.`
      : "Your subscription has been canceled.",
    endDate: endDate ? endDate.toISOString() : null,
  };
}

/** Stripe's customer portal for the user's billing details and invoices. */
export async function openBillingPortal(
  options: BillingDeps & { userId: string; returnUrl: string },
): Promise<{ url: string }> {
  const row = await findSubscriptionByUserId(options.db, options.userId);
  const url =
    row?.provider === options.billing.name && row.providerCustomerId
      ? await options.billing.portalUrl(row.providerCustomerId, options.returnUrl)
      : null;
  if (!url) throw new AppError("NOT_FOUND", "There is no billing account to manage.");
  return { url };
}

function subscriptionIdOf(event: BillingEvent): string | null {
  const object = event.object as {
    id?: string;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  };
  if (event.type.startsWith("customer.subscription.")) return object.id ?? null;
  const value = object.parent?.subscription_details?.subscription ?? object.subscription ?? null;
  return typeof value === "string" ? value : (value?.id ?? null);
}

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/**
 * Handles one verified webhook event once: the event id is recorded first, so a replay does nothing. The
 * state is re-read from the provider, so events arriving out of order still leave the current state.
 * Returns the user whose plan was written, if any. A failure forgets the event so the retry is handled.
 */
export async function handleBillingEvent(
  options: BillingDeps & { event: BillingEvent },
): Promise<string | null> {
  const { db, billing, event } = options;
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return null;
  if (!(await recordBillingEvent(db, { id: event.id, type: event.type }))) return null;
  try {
    if (event.type === "checkout.session.completed") {
      const sessionId = typeof event.object.id === "string" ? event.object.id : null;
      const checkout = sessionId ? await billing.readCheckout(sessionId) : null;
      const userId = checkout?.userId;
      if (!checkout?.paid || !checkout.subscription || !userId || !UUID.test(userId)) return null;
      if (!(await userExists(db, userId))) return null;
      const subscription = checkout.subscription;
      await db.transaction(async (tx) => {
        if (await findCheckoutSession(tx, checkout.id)) await claimCheckoutConfirmation(tx, checkout.id);
        await applySubscription(tx, { userId, provider: billing.name, subscription });
      });
      return userId;
    }
    const subscriptionId = subscriptionIdOf(event);
    const subscription = subscriptionId ? await billing.readSubscription(subscriptionId) : null;
    if (!subscription) return null;
    const known = await findSubscriptionByProviderIds(db, {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    });
    const candidate = known?.userId ?? subscription.userId;
    if (!candidate || !UUID.test(candidate) || !(await userExists(db, candidate))) return null;
    await applySubscription(db, { userId: candidate, provider: billing.name, subscription });
    return candidate;
  } catch (error) {
    await forgetBillingEvent(db, event.id);
    throw error;
  }
}

// --- The local test-mode checkout (BILLING_PROVIDER=local) ---

async function findLocalSession(db: DbOrTx, sessionId: string) {
  const row = await findCheckoutSession(db, sessionId);
  if (row?.provider !== "local") throw notFound("Checkout session");
  return row;
}

const successUrl = (sessionId: string) => `/subscription/success?session_id=${encodeURIComponent(sessionId)}`;
const CANCEL_URL = "/subscription/cancel";

/** What the local checkout page shows. The session id is the secret, as with Stripe's hosted page. */
export async function getLocalCheckout(options: { db: Db; sessionId: string }): Promise<LocalCheckout> {
  const row = await findLocalSession(options.db, options.sessionId);
  const email = (await findUserEmail(options.db, row.userId)) ?? "";
  const expired = row.status === "open" && row.expiresAt.getTime() <= Date.now();
  return {
    sessionId: row.id,
    status: expired ? "expired" : (row.status as LocalCheckout["status"]),
    email,
    productName: "Brainy AI Pro",
    amountPence: PRO_PRICE.amountPence,
    currency: PRO_PRICE.currency,
    priceLabel: PRO_PRICE.label,
    successUrl: successUrl(row.id),
    cancelUrl: CANCEL_URL,
  };
}

/** Pays a local session with a test card; a declined card answers 402 with the card's message. */
export async function payLocalCheckout(options: {
  db: Db;
  sessionId: string;
  card: LocalCheckoutPayBody;
}): Promise<LocalCheckoutResult> {
  const { db, sessionId } = options;
  const row = await findLocalSession(db, sessionId);
  if (row.status === "paid") return { redirectUrl: successUrl(row.id) };
  if (row.status !== "open" || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError("CONFLICT", "This checkout has expired. Please start the upgrade again.");
  }
  const outcome = checkTestCard(options.card);
  if (!outcome.ok && "field" in outcome) {
    throw new AppError("VALIDATION_FAILED", outcome.message, {
      details: { issues: [{ path: `body.${outcome.field}`, message: outcome.message }] },
    });
  }
  if (!outcome.ok) throw new AppError("PAYMENT_FAILED", outcome.message, { details: { declined: true } });
  if (!(await closeLocalCheckout(db, sessionId, "paid"))) {
    const now = await findLocalSession(db, sessionId);
    if (now.status !== "paid")
      throw new AppError("CONFLICT", "This checkout has expired. Please start the upgrade again.");
  }
  return { redirectUrl: successUrl(row.id) };
}

/** Leaves a local session unpaid and sends the browser to the cancel page. */
export async function cancelLocalCheckout(options: {
  db: Db;
  sessionId: string;
}): Promise<LocalCheckoutResult> {
  const row = await findLocalSession(options.db, options.sessionId);
  if (row.status === "paid") return { redirectUrl: successUrl(row.id) };
  await closeLocalCheckout(options.db, options.sessionId, "canceled");
  return { redirectUrl: CANCEL_URL };
}
