import { z } from "zod";
import { PlanLimitsSchema } from "./plans.ts";

export const SubscriptionTierSchema = z.enum(["free", "basic", "pro"]);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

/** GET /api/subscriptions/status */
export const SubscriptionStatusSchema = z.object({
  tier: SubscriptionTierSchema.describe("The plan; free and basic are both treated as Free"),
  isActive: z.boolean().describe("False once a canceled plan's period has ended"),
  endDate: z.string().nullable().describe("ISO end of the current paid period, or null"),
  limits: PlanLimitsSchema.describe("What the caller's effective plan allows now"),
  plans: z
    .object({ free: PlanLimitsSchema, pro: PlanLimitsSchema })
    .describe("Both plans' limits, for the Free vs Pro comparison"),
  cancelAtPeriodEnd: z
    .boolean()
    .default(false)
    .describe("True once canceled: Pro stays until endDate and does not renew"),
  billingProvider: z
    .enum(["local", "stripe"])
    .default("local")
    .describe("local: the built-in test-mode checkout"),
  canManageBilling: z
    .boolean()
    .default(false)
    .describe("True when Stripe's customer portal is available to this user"),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Spec: a user is Pro only when the tier is pro and the subscription is active. */
export function isProStatus(status: Pick<SubscriptionStatus, "tier" | "isActive">): boolean {
  return status.tier === "pro" && status.isActive;
}

/** Which billing provider the server runs: Stripe, or the built-in test-mode checkout. */
export const BillingProviderNameSchema = z.enum(["local", "stripe"]);
export type BillingProviderName = z.infer<typeof BillingProviderNameSchema>;

/** POST /api/subscriptions/create-checkout-session */
export const CheckoutSessionSchema = z.object({
  sessionId: z.string().describe("The provider's checkout session id"),
  publicKey: z.string().nullable().describe("Stripe publishable key; null for the local checkout"),
  url: z.string().describe("Where to send the browser: Stripe's hosted checkout or the local /checkout page"),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

const SessionIdSchema = z
  .string()
  .trim()
  .min(1, "sessionId is required")
  .max(255, "sessionId is at most 255 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "sessionId has letters, digits, _ and - only");

/** POST /api/subscriptions/confirm */
export const ConfirmCheckoutBodySchema = z.object({ sessionId: SessionIdSchema });
export type ConfirmCheckoutBody = z.infer<typeof ConfirmCheckoutBodySchema>;

/** POST /api/subscriptions/cancel */
export const CancelSubscriptionResultSchema = z.object({
  message: z.string(),
  endDate: z.string().nullable().describe("ISO date until which Pro stays active"),
});
export type CancelSubscriptionResult = z.infer<typeof CancelSubscriptionResultSchema>;

/** POST /api/subscriptions/portal: Stripe's customer portal (Stripe only). */
export const BillingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof BillingPortalSchema>;

export const CheckoutSessionParamsSchema = z.object({ sessionId: SessionIdSchema });

/** GET /api/local-checkout/{sessionId}: what the local test-mode checkout page shows. */
export const LocalCheckoutSchema = z.object({
  sessionId: z.string(),
  status: z.enum(["open", "paid", "canceled", "expired"]),
  email: z.string().describe("The account being upgraded"),
  productName: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  priceLabel: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;

/** POST /api/local-checkout/{sessionId}/pay: a test card, checked like Stripe's test mode. */
export const LocalCheckoutPayBodySchema = z.object({
  cardNumber: z.string().trim().min(1, "Enter a card number").max(40),
  expiry: z.string().trim().min(1, "Enter the expiry date").max(10),
  cvc: z.string().trim().min(1, "Enter the CVC").max(10),
  name: z.string().trim().max(200).optional(),
});
export type LocalCheckoutPayBody = z.infer<typeof LocalCheckoutPayBodySchema>;

/** The answer to pay and cancel on the local checkout: where the browser goes next. */
export const LocalCheckoutResultSchema = z.object({ redirectUrl: z.string() });
export type LocalCheckoutResult = z.infer<typeof LocalCheckoutResultSchema>;
