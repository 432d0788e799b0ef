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
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Spec: a user is Pro only when the tier is pro and the subscription is active. */
export function isProStatus(status: Pick<SubscriptionStatus, "tier" | "isActive">): boolean {
  return status.tier === "pro" && status.isActive;
}
