import {
  BillingPortalSchema,
  CancelSubscriptionResultSchema,
  isProStatus,
  SubscriptionStatusSchema,
} from "@brainy/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { storeTier } from "../../../lib/tier.ts";

/** GET /api/subscriptions/status with the plan limits; keeps the stored tier in step. */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: queryKeys.subscription.status,
    queryFn: async () => {
      const status = await api("/subscriptions/status", { schema: SubscriptionStatusSchema });
      storeTier(isProStatus(status) ? "pro" : "free");
      return status;
    },
  });
}

/** POST /api/subscriptions/cancel; the status is re-read 3 s later. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api("/subscriptions/cancel", { method: "POST", schema: CancelSubscriptionResultSchema }),
    onSuccess: () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.status });
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.tier });
      }, 3000);
    },
  });
}

/** POST /api/subscriptions/portal: Stripe's customer portal URL. */
export function openBillingPortal() {
  return api("/subscriptions/portal", { method: "POST", schema: BillingPortalSchema });
}
