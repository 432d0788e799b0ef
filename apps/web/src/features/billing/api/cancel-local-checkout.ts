import { type LocalCheckoutResult, LocalCheckoutResultSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/local-checkout/{id}/cancel: the session is dropped; answers where to go. */
export function cancelLocalCheckout(sessionId: string): Promise<LocalCheckoutResult> {
  return api(`/local-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: "POST",
    schema: LocalCheckoutResultSchema,
  });
}

/** Cancels the test-mode checkout. */
export function useCancelLocalCheckout(sessionId: string) {
  return useMutation({ mutationFn: () => cancelLocalCheckout(sessionId) });
}
