import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createPlannedGoal,
  createUser,
  seedGoalTree,
  type TestUser,
  useTestApp,
} from "../../../test/factories.ts";
import { checkoutSessions, lessons, roadmaps, subscriptions } from "../../db/schema/index.ts";

const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Learner" };
const DECLINED = { ...CARD, cardNumber: "4000 0000 0000 0002" };

describe("subscriptions with the local test-mode checkout", () => {
  const fx = useTestApp();

  async function startCheckout(user: TestUser) {
    const res = await fx.call(user, "POST", "/api/subscriptions/create-checkout-session");
    expect(res.statusCode).toBe(200);
    return res.json() as { sessionId: string; publicKey: string | null; url: string };
  }

  const pay = (sessionId: string, card: typeof CARD) =>
    fx.t.app.inject({
      method: "POST",
      url: `/api/local-checkout/${sessionId}/pay`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(card),
    });

  async function upgrade(user: TestUser) {
    const { sessionId } = await startCheckout(user);
    expect((await pay(sessionId, CARD)).statusCode).toBe(200);
    const confirmed = await fx.call(user, "POST", "/api/subscriptions/confirm", { sessionId });
    expect(confirmed.statusCode).toBe(200);
    return { sessionId, status: confirmed.json() };
  }

  it("starts Free, with both plans' limits and the local provider named", async () => {
    const user = await createUser(fx.t);
    const status = (await fx.call(user, "GET", "/api/subscriptions/status")).json();
    expect(status).toMatchObject({
      tier: "free",
      isActive: true,
      endDate: null,
      limits: { goalsInProgress: 1, chatMessagesPerDay: 5 },
      plans: { pro: { goalsInProgress: 10, chatMessagesPerDay: null } },
      billingProvider: "local",
      canManageBilling: false,
    });
  });

  it("needs a token to start a checkout", async () => {
    const res = await fx.t.app.inject({ method: "POST", url: "/api/subscriptions/create-checkout-session" });
    expect(res.statusCode).toBe(401);
  });

  it("pays with a test card on the local page, then confirm grants Pro once and only to its owner", async () => {
    const user = await createUser(fx.t);
    const checkout = await startCheckout(user);
    expect(checkout.publicKey).toBeNull();
    expect(checkout.url).toBe(`/checkout/${checkout.sessionId}`);
    expect(checkout.sessionId).toMatch(/^cs_local_[A-Za-z0-9_-]{32}$/);

    const page = await fx.t.app.inject({ method: "GET", url: `/api/local-checkout/${checkout.sessionId}` });
    expect(page.json()).toMatchObject({
      status: "open",
      email: user.email,
      productName: "Brainy AI Pro",
      priceLabel: "£5.00/month",
      successUrl: `/subscription/success?session_id=${checkout.sessionId}`,
      cancelUrl: "/subscription/cancel",
    });

    // Not paid yet: nothing is granted.
    const early = await fx.call(user, "POST", "/api/subscriptions/confirm", {
      sessionId: checkout.sessionId,
    });
    expect(early.statusCode).toBe(409);
    expect((await fx.call(user, "GET", "/api/subscriptions/status")).json().tier).toBe("free");

    const declined = await pay(checkout.sessionId, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: "PAYMENT_FAILED", message: "Your card was declined." });
    const typo = await pay(checkout.sessionId, { ...CARD, cardNumber: "4242 4242 4242 4241" });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe("Your card number is incorrect.");
    const paid = await pay(checkout.sessionId, CARD);
    expect(paid.json()).toEqual({ redirectUrl: `/subscription/success?session_id=${checkout.sessionId}` });

    // Another user's session and a forged one grant nothing.
    const other = await createUser(fx.t);
    for (const sessionId of [checkout.sessionId, "cs_local_forgedforgedforgedforgedforged00"]) {
      const res = await fx.call(other, "POST", "/api/subscriptions/confirm", { sessionId });
      expect(res.statusCode).toBe(404);
    }
    expect((await fx.call(other, "GET", "/api/subscriptions/status")).json().tier).toBe("free");

    const first = await fx.call(user, "POST", "/api/subscriptions/confirm", {
      sessionId: checkout.sessionId,
    });
    expect(first.json()).toMatchObject({ tier: "pro", isActive: true, limits: { goalsInProgress: 10 } });
    const endDate = new Date(first.json().endDate).getTime();
    expect(endDate - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(endDate - Date.now()).toBeLessThan(32 * 86_400_000);
    const again = await fx.call(user, "POST", "/api/subscriptions/confirm", {
      sessionId: checkout.sessionId,
    });
    expect(again.json()).toMatchObject({ tier: "pro", endDate: first.json().endDate });
    const rows = await fx.t.handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);

    // Pro already: no second checkout.
    const second = await fx.call(user, "POST", "/api/subscriptions/create-checkout-session");
    expect(second.statusCode).toBe(409);
  });

  it("answers bad session ids and card fields with 400s, unknown sessions with 404", async () => {
    const user = await createUser(fx.t);
    const bad = await fx.call(user, "POST", "/api/subscriptions/confirm", { sessionId: "../../etc" });
    expect(bad.statusCode).toBe(400);
    expect((await fx.call(user, "POST", "/api/subscriptions/confirm", {})).statusCode).toBe(400);
    expect(
      (await fx.t.app.inject({ method: "GET", url: "/api/local-checkout/cs_local_nope" })).statusCode,
    ).toBe(404);
    const { sessionId } = await startCheckout(user);
    const expired = await pay(sessionId, { ...CARD, expiry: "01/20" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Your card's expiration year is in the past.");
    const noCvc = await pay(sessionId, { ...CARD, cvc: "" });
    expect(noCvc.statusCode).toBe(400);
  });

  it("leaves the session unpaid when the learner cancels on the checkout page", async () => {
    const user = await createUser(fx.t);
    const { sessionId } = await startCheckout(user);
    const cancel = await fx.t.app.inject({ method: "POST", url: `/api/local-checkout/${sessionId}/cancel` });
    expect(cancel.json()).toEqual({ redirectUrl: "/subscription/cancel" });
    expect((await pay(sessionId, CARD)).statusCode).toBe(409);
    const confirm = await fx.call(user, "POST", "/api/subscriptions/confirm", { sessionId });
    expect(confirm.statusCode).toBe(409);
    expect((await fx.call(user, "GET", "/api/subscriptions/status")).json().tier).toBe("free");
  });

  it("switches the plan's limits: a second goal on Pro, refused again once a canceled plan has ended", async () => {
    const user = await createUser(fx.t);
    await createPlannedGoal(fx.t, user, "Learn Spanish for travel");
    const refused = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: "Learn the guitar",
      clarifications: [],
      courses: [{ title: "Guitar basics", description: "Chords and rhythm", level: "Beginner" }],
    });
    expect(refused.statusCode).toBe(402);

    await upgrade(user);
    await createPlannedGoal(fx.t, user, "Learn the guitar");

    const nothingToCancel = await fx.call(await createUser(fx.t), "POST", "/api/subscriptions/cancel");
    expect(nothingToCancel.statusCode).toBe(409);
    const canceled = await fx.call(user, "POST", "/api/subscriptions/cancel");
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().message).toMatch(
      /^Your subscription has been canceled\. You keep Pro until \d{1,2} \w+ \d{4}\.$/,
    );
    const status = (await fx.call(user, "GET", "/api/subscriptions/status")).json();
    expect(status).toMatchObject({ tier: "pro", isActive: true, endDate: canceled.json().endDate });
    expect((await fx.call(user, "POST", "/api/subscriptions/cancel")).statusCode).toBe(409);
    // Still Pro until the end date: a third goal is allowed.
    await createPlannedGoal(fx.t, user, "Learn to draw");

    // The period ends (the clock moves past the end date).
    await fx.t.handle.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    const ended = (await fx.call(user, "GET", "/api/subscriptions/status")).json();
    expect(ended).toMatchObject({ tier: "pro", isActive: false, limits: { goalsInProgress: 1 } });
    const fourth = await fx.call(user, "POST", "/api/goals/with-plan", {
      description: "Learn chess",
      clarifications: [],
      courses: [{ title: "Chess openings", description: "The first moves", level: "Beginner" }],
    });
    expect(fourth.statusCode).toBe(402);
    // Nothing is lost: the three goals stay readable.
    const goals = (await fx.call(user, "GET", "/api/goals")).json();
    expect(goals).toHaveLength(3);

    // And the learner can buy Pro again.
    const { status: again } = await upgrade(user);
    expect(again).toMatchObject({ tier: "pro", isActive: true });
  });

  it("switches the lesson limits: a second-topic lesson and a second lesson a day once Pro", async () => {
    const user = await createUser(fx.t);
    await seedGoalTree(fx.t, user.id, { courseCount: 1, sectionCount: 2, lessonCount: 2 });
    const ordered = await fx.t.handle.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(roadmaps, eq(roadmaps.id, lessons.roadmapId))
      .where(eq(lessons.userId, user.id))
      .orderBy(roadmaps.order, lessons.order);
    const [first, second, , secondTopic] = ordered.map((row) => row.id);
    const generate = (id: string | undefined) => fx.call(user, "POST", `/api/lessons/${id}/generate-content`);
    expect((await generate(first)).statusCode).toBe(200);
    expect((await generate(second)).statusCode).toBe(429);
    expect((await generate(secondTopic)).statusCode).toBe(402);
    await upgrade(user);
    expect((await generate(second)).statusCode).toBe(200);
    expect((await generate(secondTopic)).statusCode).toBe(200);
  });

  it("has no Stripe webhook route when billing is local", async () => {
    const res = await fx.t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(404);
    const sessions = await fx.t.handle.db.select().from(checkoutSessions);
    expect(sessions.every((s) => s.provider === "local")).toBe(true);
  });
});
