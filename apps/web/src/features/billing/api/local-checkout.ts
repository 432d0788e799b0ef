import {
  type LocalCheckoutPayBody,
  LocalCheckoutResultSchema,
  LocalCheckoutSchema,
  SubscriptionStatusSchema,
} from "@brainy/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/local-checkout/{id}: the test-mode checkout's session. */
export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: queryKeys.checkout(sessionId),
    queryFn: () => api(`/local-checkout/${encodeURIComponent(sessionId)}`, { schema: LocalCheckoutSchema }),
    retry: false,
  });
}

export function payLocalCheckout(sessionId: string, body: LocalCheckoutPayBody) {
  return api(`/local-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: "POST",
    body,
    schema: LocalCheckoutResultSchema,
  });
}

export function cancelLocalCheckout(sessionId: string) {
  return api(`/local-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: "POST",
    schema: LocalCheckoutResultSchema,
  });
}

/** POST /api/subscriptions/confirm after a checkout. */
export function confirmCheckout(sessionId: string) {
  return api("/subscriptions/confirm", {
    method: "POST",
    body: { sessionId },
    schema: SubscriptionStatusSchema,
  });
}
