import { count, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { bindCall, createPlannedGoal, createUser, type TestUser } from "../../../test/factories.ts";
import { type FakeStripe, startFakeStripe } from "../../../test/fakes/fake-stripe.ts";
import { billingEvents, subscriptions } from "../../db/schema/index.ts";

const SECRET_KEY = "sk_test_brainy_fake_0123456789";
const WEBHOOK_SECRET = "whsec_brainy_test_secret";
const PRICE = "price_brainy_pro_monthly";
const signer = new Stripe(SECRET_KEY);

describe("subscriptions with Stripe (a fake Stripe API)", () => {
  let stripe: FakeStripe;
  let t: TestContext;
  let call: ReturnType<typeof bindCall>;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    t = await createTestApp({
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_brainy",
      STRIPE_PRICE_ID: PRICE,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: "https://brainy.example",
    });
    call = bindCall(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  function deliver(event: { id: string; type: string; object: Record<string, unknown> }, signature?: string) {
    const payload = JSON.stringify({
      id: event.id,
      object: "event",
      type: event.type,
      created: Math.floor(Date.now() / 1000),
      data: { object: event.object },
    });
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature":
          signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  }

  async function checkout(user: TestUser) {
    const res = await call(user, "POST", "/api/subscriptions/create-checkout-session");
    expect(res.statusCode).toBe(200);
    return res.json() as { sessionId: string; publicKey: string; url: string };
  }

  const rowOf = async (userId: string) =>
    (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it("creates a subscription-mode Checkout Session for the price, the user and our URLs", async () => {
    const user = await createUser(t);
    const session = await checkout(user);
    expect(session.publicKey).toBe("pk_test_brainy");
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const sent = stripe.sessions.get(session.sessionId)!;
    expect(sent).toMatchObject({
      mode: "subscription",
      price: PRICE,
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: "https://brainy.example/subscription/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://brainy.example/subscription/cancel",
      subscription_metadata: { userId: user.id },
    });
  });

  it("grants Pro on confirm only once Stripe says the user's session was paid", async () => {
    const user = await createUser(t);
    const { sessionId } = await checkout(user);
    const unpaid = await call(user, "POST", "/api/subscriptions/confirm", { sessionId });
    expect(unpaid.statusCode).toBe(409);
    const subscription = stripe.completeCheckout(sessionId);

    const stranger = await createUser(t);
    expect((await call(stranger, "POST", "/api/subscriptions/confirm", { sessionId })).statusCode).toBe(404);
    expect(
      (await call(stranger, "POST", "/api/subscriptions/confirm", { sessionId: "cs_test_forged" }))
        .statusCode,
    ).toBe(404);

    const confirmed = await call(user, "POST", "/api/subscriptions/confirm", { sessionId });
    expect(confirmed.json()).toMatchObject({ tier: "pro", isActive: true, canManageBilling: true });
    expect(confirmed.json().endDate).toBe(
      new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString(),
    );
    expect((await call(user, "POST", "/api/subscriptions/confirm", { sessionId })).statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({
      provider: "stripe",
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
    });

    // Pro limits at once: a second goal.
    await createPlannedGoal(t, user, "Learn Spanish");
    await createPlannedGoal(t, user, "Learn the guitar");

    const portal = await call(user, "POST", "/api/subscriptions/portal");
    expect(portal.json().url).toBe(`https://billing.stripe.test/p/session/${subscription.customer}`);
    expect((await call(stranger, "POST", "/api/subscriptions/portal")).statusCode).toBe(404);
  });

  it("refuses webhooks with a bad, missing or stale signature and writes nothing", async () => {
    const before = (await t.handle.db.select({ n: count() }).from(billingEvents))[0]!.n;
    const event = { id: "evt_forged", type: "customer.subscription.deleted", object: { id: "sub_x" } };
    const forged = await deliver(event, "t=1700000000,v1=deadbeef");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("The webhook signature is invalid.");
    const payload = JSON.stringify({ id: "evt_old", type: "invoice.paid", data: { object: {} } });
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const old = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": stale },
      payload,
    });
    expect(old.statusCode).toBe(400);
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect((await deliver(event, wrongSecret)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await t.handle.db.select({ n: count() }).from(billingEvents))[0]!.n).toBe(before);
  });

  it("ends with one correct row when events are replayed and arrive out of order", async () => {
    const user = await createUser(t);
    const { sessionId } = await checkout(user);
    const subscription = stripe.completeCheckout(sessionId);
    const completed = {
      id: "evt_completed_1",
      type: "checkout.session.completed",
      object: { id: sessionId },
    };
    const invoicePaid = {
      id: "evt_invoice_1",
      type: "invoice.paid",
      object: { id: "in_1", parent: { subscription_details: { subscription: subscription.id } } },
    };
    // The learner cancels in the portal before our server sees the first events.
    subscription.cancel_at_period_end = true;
    const updated = {
      id: "evt_updated_1",
      type: "customer.subscription.updated",
      object: { id: subscription.id },
    };

    for (const event of [updated, completed, invoicePaid, updated, completed, invoicePaid]) {
      const res = await deliver(event);
      expect(res.statusCode, event.id).toBe(200);
    }
    const rows = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tier: "pro",
      status: "canceled",
      providerSubscriptionId: subscription.id,
    });
    const recorded = await t.handle.db.select().from(billingEvents);
    expect(
      recorded
        .filter((e) => e.id.endsWith("_1"))
        .map((e) => e.id)
        .sort(),
    ).toEqual(["evt_completed_1", "evt_invoice_1", "evt_updated_1"]);
    expect((await call(user, "GET", "/api/subscriptions/status")).json()).toMatchObject({
      tier: "pro",
      isActive: true,
    });

    // A failed renewal: Stripe marks it past due; the plan stops.
    subscription.status = "past_due";
    const failed = {
      id: "evt_failed_1",
      type: "invoice.payment_failed",
      object: { id: "in_2", subscription: subscription.id },
    };
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await rowOf(user.id))?.status).toBe("past_due");
    // Then the subscription is deleted: expired, Free, and a late replay of the old update changes nothing.
    subscription.status = "canceled";
    expect(
      (
        await deliver({
          id: "evt_deleted_1",
          type: "customer.subscription.deleted",
          object: { id: subscription.id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await rowOf(user.id))?.status).toBe("expired");
    expect((await call(user, "GET", "/api/subscriptions/status")).json()).toMatchObject({
      isActive: false,
      limits: { goalsInProgress: 1 },
    });
  });

  it("cancels at period end through Stripe: Pro until the end date", async () => {
    const user = await createUser(t);
    const { sessionId } = await checkout(user);
    const subscription = stripe.completeCheckout(sessionId);
    await call(user, "POST", "/api/subscriptions/confirm", { sessionId });
    const res = await call(user, "POST", "/api/subscriptions/cancel");
    expect(res.statusCode).toBe(200);
    expect(subscription.cancel_at_period_end).toBe(true);
    const update = stripe.requests.find(
      (r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update?.form.get("cancel_at_period_end")).toBe("true");
    const end = new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString();
    expect(res.json().endDate).toBe(end);
    expect((await call(user, "GET", "/api/subscriptions/status")).json()).toMatchObject({
      tier: "pro",
      isActive: true,
      endDate: end,
    });
  });

  it("answers 503 with a plain message when Stripe is down, never a 500", async () => {
    const user = await createUser(t);
    stripe.failAll(true);
    try {
      const res = await call(user, "POST", "/api/subscriptions/create-checkout-session");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: "BILLING_UNAVAILABLE",
        message: "The payment provider could not be reached. Please try again.",
      });
      expect(res.body).not.toContain("Fake Stripe");
    } finally {
      stripe.failAll(false);
    }
  });

  it("has no local checkout when billing is Stripe", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/local-checkout/cs_local_abc" });
    expect(res.statusCode).toBe(404);
  });
});
