import { type SubscriptionStatus, SubscriptionStatusSchema } from "@brainy/contract";
import { api } from "../../../lib/api-client.ts";

/** POST /api/subscriptions/confirm after a checkout: Pro only for a paid session of this user. */
export function confirmCheckout(sessionId: string): Promise<SubscriptionStatus> {
  return api("/subscriptions/confirm", {
    method: "POST",
    body: { sessionId },
    schema: SubscriptionStatusSchema,
  });
}
