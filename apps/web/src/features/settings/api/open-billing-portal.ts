import { type BillingPortal, BillingPortalSchema } from "@brainy/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/subscriptions/portal: Stripe's customer portal URL. */
export function openBillingPortal(): Promise<BillingPortal> {
  return api("/subscriptions/portal", { method: "POST", schema: BillingPortalSchema });
}

/** Opens the billing portal: the page leaves for its URL once the server answers. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
