import { type CancelSubscriptionResult, CancelSubscriptionResultSchema } from "@brainy/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/subscriptions/cancel: Pro until the end of the period. */
export function cancelSubscription(): Promise<CancelSubscriptionResult> {
  return api("/subscriptions/cancel", { method: "POST", schema: CancelSubscriptionResultSchema });
}

/** Cancels the subscription; the status is re-read 3 s later. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.status });
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.tier });
      }, 3000);
    },
  });
}
