import {
  type LocalCheckoutPayBody,
  type LocalCheckoutResult,
  LocalCheckoutResultSchema,
} from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/local-checkout/{id}/pay: the test card is charged (or declined); answers where to go. */
export function payLocalCheckout(
  sessionId: string,
  body: LocalCheckoutPayBody,
): Promise<LocalCheckoutResult> {
  return api(`/local-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: "POST",
    body,
    schema: LocalCheckoutResultSchema,
  });
}

/** Pays the test-mode checkout. */
export function usePayLocalCheckout(sessionId: string) {
  return useMutation({ mutationFn: (body: LocalCheckoutPayBody) => payLocalCheckout(sessionId, body) });
}
