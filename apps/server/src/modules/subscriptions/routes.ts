import {
  BillingPortalSchema,
  CancelSubscriptionResultSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  ConfirmCheckoutBodySchema,
  LocalCheckoutPayBodySchema,
  LocalCheckoutResultSchema,
  LocalCheckoutSchema,
  SubscriptionStatusSchema,
} from "@brainy/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { forgetActor, sessionOnly } from "../../plugins/auth.ts";
import { authRouteLimit } from "../auth/index.ts";
import {
  cancelLocalCheckout,
  cancelSubscription,
  confirmCheckout,
  createCheckout,
  getLocalCheckout,
  getSubscriptionStatus,
  handleBillingEvent,
  openBillingPortal,
  payLocalCheckout,
} from "./service.ts";

const doc = { tags: ["subscriptions"], security: [{ bearerAuth: [] }] };

/** The signed-in user's plan: status, checkout, confirmation, cancel and the billing portal. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A plan is the account holder's: personal access tokens cannot change or read it (ADR 0040).
  app.addHook("onRoute", sessionOnly);
  app.addHook("onRequest", app.authenticate);
  const deps = () => ({ db: app.deps.db, billing: app.deps.billing });

  app.get(
    "/subscriptions/status",
    { schema: { ...doc, response: { 200: SubscriptionStatusSchema } } },
    async (request) =>
      getSubscriptionStatus({ db: app.deps.db, userId: request.userId, billing: app.deps.billing }),
  );

  app.post(
    "/subscriptions/create-checkout-session",
    { schema: { ...doc, response: { 200: CheckoutSessionSchema } } },
    async (request) => createCheckout({ ...deps(), userId: request.userId }),
  );

  app.post(
    "/subscriptions/confirm",
    { schema: { ...doc, body: ConfirmCheckoutBodySchema, response: { 200: SubscriptionStatusSchema } } },
    async (request) => {
      const status = await confirmCheckout({
        ...deps(),
        userId: request.userId,
        sessionId: request.body.sessionId,
      });
      forgetActor(app, request.userId);
      return status;
    },
  );

  app.post(
    "/subscriptions/cancel",
    { schema: { ...doc, response: { 200: CancelSubscriptionResultSchema } } },
    async (request) => {
      const result = await cancelSubscription({ ...deps(), userId: request.userId });
      forgetActor(app, request.userId);
      return result;
    },
  );

  app.post(
    "/subscriptions/portal",
    { schema: { ...doc, response: { 200: BillingPortalSchema } } },
    async (request) =>
      openBillingPortal({
        ...deps(),
        userId: request.userId,
        returnUrl: `${app.deps.config.PUBLIC_URL.replace(/\/$/, "")}/settings`,
      }),
  );
};

/**
 * Stripe's webhook: the signature is checked on the raw body, so this scope reads JSON as text. Only
 * mounted when BILLING_PROVIDER=stripe.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    "/webhooks/stripe",
    {
      schema: {
        tags: ["subscriptions"],
        headers: z.object({ "stripe-signature": z.string().min(1, "Stripe-Signature header is required") }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const billing = app.deps.billing;
      const raw = typeof request.body === "string" ? request.body : "";
      let event: ReturnType<NonNullable<typeof billing.verifyWebhook>>;
      try {
        if (!billing.verifyWebhook) throw new Error("not Stripe");
        event = billing.verifyWebhook(raw, request.headers["stripe-signature"]);
      } catch {
        throw new AppError("VALIDATION_FAILED", "The webhook signature is invalid.");
      }
      const userId = await handleBillingEvent({ db: app.deps.db, billing, event });
      if (userId) forgetActor(app, userId);
      return { received: true as const };
    },
  );
};

/**
 * The built-in test-mode checkout's calls (BILLING_PROVIDER=local only). Like Stripe's hosted page, the
 * unguessable session id is the credential, so these need no sign-in.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const localDoc = { tags: ["subscriptions"] };
  app.get(
    "/local-checkout/:sessionId",
    { schema: { ...localDoc, params: CheckoutSessionParamsSchema, response: { 200: LocalCheckoutSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getLocalCheckout({ db: app.deps.db, sessionId: request.params.sessionId });
    },
  );
  app.post(
    "/local-checkout/:sessionId/pay",
    {
      // Card attempts: enough for typos, not for guessing.
      config: authRouteLimit(app.deps.config.RATE_LIMIT_PER_MINUTE),
      schema: {
        ...localDoc,
        params: CheckoutSessionParamsSchema,
        body: LocalCheckoutPayBodySchema,
        response: { 200: LocalCheckoutResultSchema },
      },
    },
    async (request) =>
      payLocalCheckout({ db: app.deps.db, sessionId: request.params.sessionId, card: request.body }),
  );
  app.post(
    "/local-checkout/:sessionId/cancel",
    {
      schema: {
        ...localDoc,
        params: CheckoutSessionParamsSchema,
        response: { 200: LocalCheckoutResultSchema },
      },
    },
    async (request) => cancelLocalCheckout({ db: app.deps.db, sessionId: request.params.sessionId }),
  );
};
